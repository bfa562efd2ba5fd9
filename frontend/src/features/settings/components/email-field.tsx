import { deferredComponent } from '@/lib/deferred-component';

import { InlineEditField } from './inline-edit-field';

export type EmailFieldProps = { userId: string; email: string | null };

// The editor (its checks and its request) loads when the pencil is pointed at, focused or pressed.
const EmailEditor = deferredComponent(async () => (await import('./email-editor')).EmailEditor);

export function EmailField({ userId, email }: EmailFieldProps) {
  return (
    <InlineEditField
      noun="email"
      value={email}
      emptyText="No email yet"
      preloadEditor={EmailEditor.preload}
      renderEditor={(editor) => <EmailEditor.Component {...editor} userId={userId} />}
    />
  );
}
