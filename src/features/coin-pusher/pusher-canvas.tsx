import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { t } from '../../lib/i18n/index.ts';
import { PusherScene } from './pusher-scene.ts';
import { prefersReducedMotion } from './reduced-motion.ts';

export interface PusherCanvasHandle {
  /** Plays a settled drop at `x` (0..1, where the player aimed); `onDone` runs when the coins have fallen. */
  play(x: number, coins: number, bonus: boolean, onDone: () => void): void;
}

/**
 * The tray on a canvas. A tap (touch or mouse) says where the next coin falls and asks for a drop; the scene is a show
 * of the server's answer. The canvas is decorative for screen readers: the Drop button and the spoken result carry it.
 */
export function PusherCanvas({ ref, onTap, disabled }: { ref: Ref<PusherCanvasHandle>; onTap: (x: number) => void; disabled: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const scene = useRef<PusherScene | null>(null);

  useEffect(() => {
    const element = canvas.current!;
    const made = new PusherScene(
      element,
      { fell: (n) => (n === 0 ? t('pusher.fellNone') : t('pusher.fell', { n })), bonus: t('pusher.bonus') },
      prefersReducedMotion,
    );
    scene.current = made;
    made.resize();
    made.start();
    const observer = new ResizeObserver(() => made.resize());
    observer.observe(element);
    // A hidden tab draws nothing: the animation only resumes when the page shows again.
    const onVisibility = () => (document.hidden ? made.stop() : made.start());
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      made.stop();
      scene.current = null;
    };
  }, []);

  useImperativeHandle(ref, () => ({ play: (x, coins, bonus, onDone) => (scene.current ? scene.current.play(x, coins, bonus, onDone) : onDone()) }), []);

  return (
    <canvas
      ref={canvas}
      className="pusher-canvas"
      data-testid="pusher-canvas"
      aria-hidden="true"
      onPointerDown={(event) => {
        if (disabled) return;
        const rect = event.currentTarget.getBoundingClientRect();
        onTap((event.clientX - rect.left) / rect.width);
      }}
    />
  );
}
