import { siteConfig } from '@/lib/site-config';
import { OG_IMAGE_SIZE, drawableText } from '@/lib/seo/og-image';
import type { OgCard as Card } from '@/lib/seo/og-cards';

// Light enough to show on the navy band and on every device category's colour.
const ACCENT = '#ff8a9c';

/**
 * The preview picture (1200 x 630) drawn by next/og: the wordmark, the section, the page title and the
 * company's tagline on the page's colour. next/og lays out with flexbox only, hence the explicit displays.
 */
export function OgCard({ eyebrow, title, color }: Card) {
  const text = drawableText(title);
  return (
    <div
      style={{
        ...OG_IMAGE_SIZE,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 80px',
        background: color,
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <svg width="72" height="72" viewBox="0 0 36 36">
          <circle cx="18" cy="18" r="16" fill="none" stroke="#ffffff" strokeWidth="3" />
          <path d="M18 18 8.5 11.5M18 18l9.5-6.5M18 18v11.5" stroke="#ff5a72" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <div style={{ marginLeft: 24, fontSize: 44, letterSpacing: 8 }}>{siteConfig.name.toUpperCase()}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', fontSize: 30, textTransform: 'uppercase', letterSpacing: 3, opacity: 0.85 }}>
          {drawableText(eyebrow, 60)}
        </div>
        <div style={{ display: 'flex', marginTop: 20, fontSize: text.length > 70 ? 52 : 68, lineHeight: 1.15 }}>
          {text || siteConfig.name}
        </div>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 28, opacity: 0.9 }}>
        <div style={{ width: 56, height: 6, marginRight: 20, background: ACCENT }} />
        {siteConfig.tagline}
      </div>
    </div>
  );
}
