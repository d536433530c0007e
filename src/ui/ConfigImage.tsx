import type { Image } from '../../schemas/fields';

interface Props {
  image: Image;
  className?: string;
  /** The page's largest paint (hero): fetched first, never lazy, decoded with the frame. */
  priority?: boolean;
  /** Below-the-fold images are lazy; sliders load their first slides eagerly. */
  loading?: 'lazy' | 'eager';
  draggable?: boolean;
}

/** An image from a page document: explicit size, alt text or alt="" when decorative. */
export function ConfigImage({ image, className, priority = false, loading = 'lazy', draggable }: Props) {
  return (
    <img
      className={className}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.decorative ? '' : image.alt}
      fetchPriority={priority ? 'high' : undefined}
      loading={priority ? undefined : loading}
      decoding={priority ? undefined : 'async'}
      draggable={draggable}
    />
  );
}
