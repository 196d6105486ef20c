/**
 * A photograph the company supplies (a device, a person, a procedure). None exists yet: every place that would show
 * one takes this optional field, and shows its drawing (or initials) until it is filled in (docs/content.md, "A
 * photograph"). The description is required: a photograph without one is refused when the content is built.
 */
export interface PhotoSource {
  /** Under public/images/photos/, e.g. /images/photos/devices/perceval.jpg (JPEG or WebP, at least 1600 px wide). */
  src: string;
  /** The file's size in pixels, so the page keeps its place before it loads. */
  width: number;
  height: number;
}

export interface Photo extends PhotoSource {
  /** What the photograph shows, for people who cannot see it (required; say "" is not allowed). */
  alt: string;
  /** Art direction: a different crop for phones (screens under 576 px), e.g. a square of a wide picture. */
  narrow?: PhotoSource;
  /** Who took it or owns it, when the company wants it shown. */
  credit?: string;
}
