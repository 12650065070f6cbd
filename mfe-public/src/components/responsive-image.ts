/** The src, srcSet and sizes props of an <img> whose picture the API stored in several widths. */
export interface ResponsiveImageProps {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `src` stays the given URL (the widest copy, for browsers without srcset). srcSet and sizes are added
 * only when the API listed smaller copies: '' (or a cached item from before the field existed) means
 * the one copy, and a srcset would then only add a useless attribute.
 * `sizes` is how wide the image is drawn on screen (from its CSS), so the browser picks the copy.
 */
export function responsiveImage(src: string, srcSet: string | null | undefined, sizes: string): ResponsiveImageProps {
  const candidates = srcSet?.trim();
  return candidates ? { src, srcSet: candidates, sizes } : { src };
}
