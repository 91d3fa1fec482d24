import type { BoardWidget } from '@tessera/charts';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarouselContainer } from './carousel-container';
import { carouselSettings, useCarousel } from './use-carousel';

const carousel = (props: object[] = []): BoardWidget => ({
  id: 'c',
  name: 'Rotating',
  kind: 'container',
  originalType: 'carousel',
  rect: { x: 0, y: 0, width: 6, height: 6 },
  mobileRect: null,
  showTitle: true,
  background: null,
  content: {
    itemMap: {
      s1: { tabId: 's1', name: 'One', childWidgetId: 'a', index: 0 },
      s2: { tabId: 's2', name: 'Two', childWidgetId: 'b', index: 1 },
    },
  },
  config: { customConfig: { props: [{ key: 'carouselGroup', rows: props }] } },
});
const dwell = (seconds: number, autoplay = true) =>
  carousel([
    { key: 'autoplay', value: autoplay },
    { key: 'duration', value: seconds },
  ]);

let reduced = false;
beforeEach(() => {
  vi.useFakeTimers();
  reduced = false;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('reduced-motion') && reduced,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('carousel timing', () => {
  it('reads the dwell time and autoplay from carouselGroup, with a default and a floor', () => {
    expect(carouselSettings(dwell(8).config)).toEqual({ autoplay: true, seconds: 8 });
    expect(carouselSettings(dwell(0.5).config)).toEqual({ autoplay: true, seconds: 2 });
    expect(carouselSettings(carousel().config)).toEqual({ autoplay: true, seconds: 5 });
    expect(carouselSettings(dwell(8, false).config).autoplay).toBe(false);
  });

  it('moves on after each dwell time and wraps round', () => {
    const { result } = renderHook(() => useCarousel(3, dwell(4)));
    expect(result.current.index).toBe(0);
    act(() => void vi.advanceTimersByTime(3_999));
    expect(result.current.index).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => void vi.advanceTimersByTime(4_000));
    expect(result.current.index).toBe(2);
    act(() => void vi.advanceTimersByTime(4_000));
    expect(result.current.index).toBe(0);
  });

  it('holds while hovered or focused, and a slide chosen by hand gets its full dwell time', () => {
    const { result } = renderHook(() => useCarousel(3, dwell(4)));
    act(() => result.current.hover(true));
    act(() => void vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
    expect(result.current.playing).toBe(false);
    act(() => result.current.hover(false));
    act(() => void vi.advanceTimersByTime(3_000));
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    act(() => void vi.advanceTimersByTime(3_000));
    expect(result.current.index).toBe(1);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current.index).toBe(2);
    act(() => result.current.focus(true));
    act(() => void vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(2);
  });

  it('with reduced motion it starts paused; Play starts it', () => {
    reduced = true;
    const { result } = renderHook(() => useCarousel(2, dwell(4)));
    act(() => void vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
    act(() => result.current.toggle());
    act(() => void vi.advanceTimersByTime(4_000));
    expect(result.current.index).toBe(1);
  });

  it('does not rotate without autoplay, nor with one slide', () => {
    const off = renderHook(() => useCarousel(2, dwell(4, false)));
    const one = renderHook(() => useCarousel(1, dwell(4)));
    act(() => void vi.advanceTimersByTime(20_000));
    expect(off.result.current.index).toBe(0);
    expect(one.result.current.index).toBe(0);
  });
});

describe('carousel container', () => {
  it('draws the shown slide only; buttons and arrow keys move it', () => {
    render(<CarouselContainer widget={dwell(4, false)}>{(id) => <p>widget {id}</p>}</CarouselContainer>);
    expect(screen.getByText('widget a')).toBeTruthy();
    expect(screen.queryByText('widget b')).toBeNull();
    fireEvent.click(screen.getByTestId('carousel-next'));
    expect(screen.getByText('widget b')).toBeTruthy();
    fireEvent.keyDown(screen.getByTestId('carousel'), { key: 'ArrowRight' });
    expect(screen.getByText('widget a')).toBeTruthy();
    fireEvent.click(screen.getByTestId('carousel-prev'));
    expect(screen.getByText('widget b')).toBeTruthy();
  });
});
