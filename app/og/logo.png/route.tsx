import { ImageResponse } from 'next/og';
import { siteConfig } from '@/lib/site-config';
import { ORGANIZATION_LOGO_SIZE } from '@/lib/seo/structured-data';

// The organisation logo named by the structured data (lib/seo/structured-data.ts): a square raster of the
// header's wordmark, since search engines want a PNG of at least 112 px. Drawn once at build.
export const dynamic = 'force-static';

const SIZE = ORGANIZATION_LOGO_SIZE;

export function GET() {
  return new ImageResponse(
    <div
      style={{
        width: SIZE,
        height: SIZE,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#ffffff',
        color: '#0b2a5b',
      }}
    >
      <svg width="240" height="240" viewBox="0 0 36 36">
        <circle cx="18" cy="18" r="16" fill="none" stroke="#0b2a5b" strokeWidth="3" />
        <path d="M18 18 8.5 11.5M18 18l9.5-6.5M18 18v11.5" stroke="#b3122e" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <div style={{ marginTop: 36, fontSize: 64, letterSpacing: 12 }}>{siteConfig.name.toUpperCase()}</div>
    </div>,
    { width: SIZE, height: SIZE },
  );
}
