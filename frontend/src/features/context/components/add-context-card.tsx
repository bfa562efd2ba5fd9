import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { product } from '@/config/product';

import { useContextForm } from '../hooks/use-context-form';
import { maxContextCharacters } from '../utils/context-messages';
import { ContextFormMessage } from './context-form-message';
import { formatCount } from '@/lib/format-count';

/** The /add-context card: paste anything daily should keep in mind, and send it. */
export function AddContextCard() {
  const { text, setText, state, canSubmit, submit } = useContextForm();

  return (
    <Card aria-labelledby="add-context-heading">
      <CardHeader>
        <h1 id="add-context-heading" className="text-title font-bold text-ink">
          Add Context
        </h1>
        <CardDescription>
          Notes, plans, background: anything {product.name} should keep in mind when it talks with you. It is stored encrypted.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <label htmlFor="add-context-text" className="sr-only">
            Context
          </label>
          <Textarea
            id="add-context-text"
            rows={10}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Paste your context here..."
            maxLength={maxContextCharacters}
            aria-describedby="add-context-count add-context-outcome"
            disabled={state.loading}
            className="min-h-56"
          />
          {/* Phones: the outcome under the button. From 640 px: beside it, on the left. */}
          <div className="flex flex-col sm:flex-row-reverse sm:items-center sm:justify-between sm:gap-3">
            <div className="flex items-center justify-between gap-4 sm:justify-end">
              <span id="add-context-count" className="text-caption tabular-nums text-ink-muted">
                {formatCount(text.length)} / {formatCount(maxContextCharacters)}
              </span>
              <Button type="submit" disabled={!canSubmit} loading={state.loading} loadingLabel="Submitting...">
                Submit
              </Button>
            </div>
            <div id="add-context-outcome" aria-live="polite" className="[&:not(:empty)]:mt-3 sm:[&:not(:empty)]:mt-0">
              <ContextFormMessage state={state} />
            </div>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
