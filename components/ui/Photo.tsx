import { getImageProps } from 'next/image';
import type { Photo as PhotoData } from '@/lib/content/photos/types';

/** Below this width a photograph's `narrow` crop is shown (the site's $bp-sm). */
const NARROW_QUERY = '(max-width: 575.98px)';

/**
 * A photograph the company supplied (lib/content/photos/types.ts), served through Next's image optimiser in the
 * widths the layout needs (`sizes`) as AVIF or WebP, with its own crop for phones when it has one (art direction:
 * <picture> with a <source> per crop, as Next documents for getImageProps). Lazy unless `priority` (the largest
 * picture at the top of a page). The description is always there: the type and the content schema require it.
 */
export function Photo({
  photo,
  sizes,
  priority = false,
  className,
}: {
  photo: PhotoData;
  /** How wide it is shown at each breakpoint, e.g. '(min-width: 768px) 240px, 160px'. */
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const common = { alt: photo.alt, sizes, priority };
  const {
    props: { srcSet: wide, ...rest },
  } = getImageProps({ ...common, src: photo.src, width: photo.width, height: photo.height });
  const narrow = photo.narrow
    ? getImageProps({ ...common, src: photo.narrow.src, width: photo.narrow.width, height: photo.narrow.height }).props
        .srcSet
    : undefined;
  return (
    <picture className={className}>
      {narrow && <source media={NARROW_QUERY} srcSet={narrow} sizes={sizes} />}
      <source srcSet={wide} sizes={sizes} />
      <img {...rest} alt={photo.alt} title={photo.credit} style={{ width: '100%', height: 'auto' }} />
    </picture>
  );
}
