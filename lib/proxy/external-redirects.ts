import { siteConfig } from '../site-config';

interface ExternalRedirect {
  matches(pathname: string): boolean;
  target(pathname: string): string;
}

/** Paths that live on other company sites; the rest of the path is kept so deep links survive. */
export const externalRedirects: readonly ExternalRedirect[] = [
  {
    matches: (p) => p === '/careers' || p === '/detail-job' || /^\/detail-job\/[^/]+$/.test(p),
    target: (p) => (p === '/careers' ? siteConfig.careersUrl : `${siteConfig.careersUrl}${p}`),
  },
  {
    matches: (p) => p === '/ifu' || p === '/media-library/biostable',
    target: () => siteConfig.ifuUrl,
  },
];

/** Whether a path of this site is only a forward to another site (the gate redirects it): links must not prefetch it. */
export const forwardsOffSite = (path: string) => externalRedirects.some((rule) => rule.matches(path));
