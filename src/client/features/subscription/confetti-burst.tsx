import confetti from 'canvas-confetti';
import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion.ts';

/**
 * A celebratory burst for `durationMs`, drawn on our own canvas without a worker (the CSP allows no
 * blob: workers). Nothing is drawn for users who prefer reduced motion.
 */
export function ConfettiBurst({ durationMs }: { durationMs: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reduced = usePrefersReducedMotion();
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || reduced) return;
    const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
    const end = Date.now() + durationMs;
    const tick = () => {
      void fire({ particleCount: 40, spread: 70, startVelocity: 40, origin: { x: Math.random() * 0.6 + 0.2, y: 0.6 } });
    };
    tick();
    const timer = setInterval(() => {
      if (Date.now() >= end) {
        clearInterval(timer);
        return;
      }
      tick();
    }, 250);
    return () => {
      clearInterval(timer);
      fire.reset();
    };
  }, [durationMs, reduced]);
  if (reduced) return null;
  return <canvas ref={canvasRef} aria-hidden="true" data-testid="confetti" className="pointer-events-none fixed inset-0 z-40 h-full w-full" />;
}
