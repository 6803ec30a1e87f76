/**
 * A product picture beside its name. Decorative (the name is the text next to it); when the
 * picture cannot be loaded a neutral placeholder keeps the layout.
 */
import { useState } from 'react';

export function ProductImage({ url, size = 72 }: { url: string | null | undefined; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, flex: 'none', borderRadius: 4, objectFit: 'contain' as const };
  if (!url || failed) {
    return (
      <span
        style={{ ...style, display: 'inline-block', background: 'var(--mantine-color-gray-1)' }}
        aria-hidden="true"
      />
    );
  }
  return (
    <img src={url} alt="" width={size} height={size} loading="lazy" onError={() => setFailed(true)} style={style} />
  );
}
