/** Shapes of the API's answers as the browser sees them (see lib/server/api/envelope.ts). */
export interface Envelope<T> {
  success: boolean;
  code: number;
  payload: T | null;
  description: string;
  count: number;
  errors?: Record<string, string[]>;
  detail?: string;
}

export interface NewsItem {
  id: number;
  slug: string;
  title: string;
  description: string;
  body: string;
  news_type: 'news' | 'press';
  date: string;
  /** When the item last changed (ISO 8601); its date for items never edited since. */
  updated: string;
  /** The item's picture, when it has one: a public address and its alternative text. */
  image: { src: string; alt: string } | null;
}

export interface LearnerProfile {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  country?: string | null;
  onboarded: boolean;
}

export interface CourseSummary {
  id: number;
  title: string;
  description: string;
  imageUrl: string;
  /** The picture's alternative text; empty for the shipped pictures, which are decorative. */
  imageAlt: string;
  progress: number;
  category: string;
  isEnrolled: boolean;
  version: number;
}

export interface Lecture {
  id: number;
  courseId: number;
  title: string;
  hasWatched: boolean;
  thumbnail: string;
  video_link: string;
  time_stamps: unknown[];
  attachments: { name: string; link: string }[];
  position_seconds: number;
}

export interface CourseDetail extends CourseSummary {
  course_details: Lecture[];
}

export interface BrochureReceipt {
  id: string;
  brochure: { id: string; title: string };
  file_url: string;
  download_url: string;
  expires_at: string;
}
