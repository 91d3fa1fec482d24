import { describe, expect, it } from 'vitest';
import { frameStyle, readWidgetStyle, writeWidgetStyle } from './widget-style';

const datart = {
  name: 'Sales',
  customConfig: {
    props: [
      { key: 'titleGroup', rows: [{ key: 'showTitle', value: false }] },
      { key: 'backgroundGroup', rows: [{ key: 'background', value: { color: '#fafafa', image: '' } }] },
      {
        key: 'borderGroup',
        rows: [{ key: 'border', value: { color: '#ccc', width: 2, style: 'dashed', radius: 6 } }],
      },
      { key: 'paddingGroup', rows: ['top', 'right', 'bottom', 'left'].map((key) => ({ key, value: 12 })) },
    ],
  },
};

describe('widget style', () => {
  it('reads Datart style groups, background objects included', () => {
    expect(readWidgetStyle(datart)).toEqual({
      showTitle: false,
      background: '#fafafa',
      borderColor: '#ccc',
      borderWidth: 2,
      borderRadius: 6,
      padding: 12,
    });
    expect(frameStyle({ config: datart })).toEqual({
      background: '#fafafa',
      borderWidth: 2,
      borderStyle: 'dashed',
      borderColor: '#ccc',
      borderRadius: 6,
      padding: 12,
    });
  });

  it('leaves an unstyled widget to the theme', () => {
    expect(frameStyle({ config: { customConfig: { props: [] } } })).toEqual({});
  });

  it('writes a style back without losing the other props or the background image', () => {
    const next = writeWidgetStyle(datart, {
      showTitle: true,
      background: '#000000',
      borderColor: '#ff0000',
      borderWidth: 1,
      borderRadius: 0,
      padding: 4,
    });
    expect(readWidgetStyle(next)).toMatchObject({
      showTitle: true,
      background: '#000000',
      padding: 4,
      borderWidth: 1,
    });
    const bg = (next.customConfig as { props: { key: string; rows: { value: unknown }[] }[] }).props.find(
      (p) => p.key === 'backgroundGroup',
    )!.rows[0]!.value;
    expect(bg).toEqual({ color: '#000000', image: '' });
    expect(frameStyle({ config: next }).borderStyle).toBe('dashed');
  });

  it('adds the groups to a widget that had none', () => {
    const next = writeWidgetStyle(
      { name: 'x' },
      {
        showTitle: true,
        background: '',
        borderColor: '',
        borderWidth: 0,
        borderRadius: 8,
        padding: 0,
      },
    );
    expect(frameStyle({ config: next })).toEqual({ borderRadius: 8 });
    expect(next.name).toBe('x');
  });
});
