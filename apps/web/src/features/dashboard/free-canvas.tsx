import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Rnd } from 'react-rnd';
import { canvasScale, freeRect, type BoardLayout } from './board-layout';

type Json = Record<string, unknown>;
type PxRect = ReturnType<typeof freeRect>;

/** Widgets snap to a 10 px grid while they are moved or resized. */
export const SNAP = 10;
/** react-rnd's grid is in screen pixels under a scale; the saved rect is snapped in canvas pixels. */
const snap = (v: number) => Math.round(v / SNAP) * SNAP;

/**
 * A free board: widgets at absolute pixels on a canvas (1920×1080 by default), scaled to the box it is
 * drawn in by the board's scale mode. Widgets keep their order as layers (later ones on top). In the
 * editor they move and resize on a snapping grid, except locked ones.
 */
export function FreeCanvas({
  layout,
  items,
  onRect,
}: {
  layout: Extract<BoardLayout, { type: 'free' }>;
  items: { id: string; config: Json; node: ReactNode }[];
  /** Given in the editor: a widget was moved or resized to this pixel rect. */
  onRect?: (id: string, rect: PxRect) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const scale = canvasScale(layout.scaleMode, layout, size);
  return (
    <div
      ref={box}
      className="h-full w-full overflow-auto"
      data-testid="free-board"
      data-scale-mode={layout.scaleMode}
    >
      <div className="relative" style={{ width: layout.width * scale.x, height: layout.height * scale.y }}>
        <div
          className="absolute top-0 left-0 origin-top-left bg-background"
          data-testid="free-canvas"
          style={{
            width: layout.width,
            height: layout.height,
            transform: `scale(${String(scale.x)}, ${String(scale.y)})`,
            ...(layout.background ? { background: layout.background } : {}),
          }}
        >
          {items.map((item, z) => {
            const r = freeRect(item.config);
            if (onRect)
              return (
                <Rnd
                  key={item.id}
                  scale={scale.x}
                  bounds="parent"
                  position={{ x: r.x, y: r.y }}
                  size={{ width: r.width, height: r.height }}
                  dragGrid={[SNAP, SNAP]}
                  resizeGrid={[SNAP, SNAP]}
                  disableDragging={item.config.lock === true}
                  enableResizing={item.config.lock !== true}
                  cancel=".no-drag, button, input, select, [role=combobox]"
                  style={{ zIndex: z + 1 }}
                  data-testid="free-item"
                  onDragStop={(_e, d) => {
                    const x = snap(d.x);
                    const y = snap(d.y);
                    if (x !== r.x || y !== r.y) onRect(item.id, { ...r, x, y });
                  }}
                  onResizeStop={(_e, _dir, el, _delta, pos) =>
                    onRect(item.id, {
                      x: snap(pos.x),
                      y: snap(pos.y),
                      width: Math.max(SNAP, snap(el.offsetWidth)),
                      height: Math.max(SNAP, snap(el.offsetHeight)),
                    })
                  }
                >
                  {item.node}
                </Rnd>
              );
            return (
              <div
                key={item.id}
                className="absolute"
                style={{ left: r.x, top: r.y, width: r.width, height: r.height, zIndex: z + 1 }}
              >
                {item.node}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
