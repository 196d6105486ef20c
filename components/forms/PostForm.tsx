import type { ComponentProps } from 'react';

/**
 * A form its page's script sends (react-hook-form, fetch). The scripts load after the first paint
 * (server/page-rewrite/first-paint-scripts.mjs), so a visitor can send the form before they run: it must then be a
 * POST to the page, never a GET that puts its fields (an e-mail, a password) in the address. The messages are the
 * site's own, so the browser's are off. Lint refuses a `<form>` with neither `method` nor `action`.
 */
export function PostForm(props: Omit<ComponentProps<'form'>, 'method' | 'action' | 'noValidate'>) {
  return <form method="post" noValidate {...props} />;
}
