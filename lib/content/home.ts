import home from '@/lib/generated/content/home';

/** Copy of the home page (content/home.yaml); the page itself only lays it out. */
export const homeContent = home;
