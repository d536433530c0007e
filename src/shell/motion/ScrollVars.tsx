import { useEffect } from 'react';
import { writeScrollVars } from './scroll-effects';

/** Keeps --scroll-y and --vh on <html> current (one write per animation frame). */
export function ScrollVars() {
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          writeScrollVars();
        });
    };
    writeScrollVars();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return null;
}
