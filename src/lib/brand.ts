/**
 * The page background of each daisyUI theme (`--color-base-100`: light oklch(100% 0 0), dark
 * oklch(25.33% 0.016 252.42)), in sRGB hex: browsers colour their toolbar and an installed app's title bar and
 * splash screen with it (`theme-color`, the web app manifest).
 */
export const themeColors = { light: '#ffffff', dark: '#1d232a' } as const;

/** The site's icons in public/, made from public/favicon.svg by scripts/make-images.mjs. */
export const appIcons = [
  { src: '/icons/icon-192.png', sizes: '192x192', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', purpose: 'any' },
  // Full-bleed background, the mark inside the central safe zone: the platform crops it to its own shape.
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', purpose: 'maskable' },
] as const;

/** iOS home-screen icon: opaque and square (iOS rounds the corners itself). */
export const appleTouchIcon = { src: '/apple-touch-icon.png', sizes: '180x180' } as const;

/** The default Open Graph image of each locale: the site's name and tagline in that language. */
export const ogImage = { width: 1200, height: 630, src: (locale: string) => `/og/${locale}.png` } as const;
