import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';

export const TYPE_INTERVAL_MS = 30;
export const CURSOR_BLINK_MS = 530;

/** Types `text` out one character every 30 ms; with reduced motion the full text shows at once. */
export function useTypewriter(text: string, intervalMs = TYPE_INTERVAL_MS): { shown: string; done: boolean; cursorVisible: boolean } {
  const reduce = usePrefersReducedMotion();
  const [count, setCount] = useState(0);
  const [cursorVisible, setCursorVisible] = useState(true);

  useEffect(() => {
    if (reduce) return;
    setCount(0);
    const timer = setInterval(() => {
      setCount((c) => {
        if (c >= text.length) {
          clearInterval(timer);
          return c;
        }
        return c + 1;
      });
    }, intervalMs);
    return () => clearInterval(timer);
  }, [text, intervalMs, reduce]);

  useEffect(() => {
    if (reduce) return;
    const timer = setInterval(() => setCursorVisible((v) => !v), CURSOR_BLINK_MS);
    return () => clearInterval(timer);
  }, [reduce]);

  const shown = reduce ? text : text.slice(0, count);
  return { shown, done: shown.length >= text.length, cursorVisible: reduce ? false : cursorVisible };
}
