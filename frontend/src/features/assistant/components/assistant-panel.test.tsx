import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeAuth } from '@/testing/fake-auth';
import { testCustomer } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/test-utils';

import { fakeAssistantApi, makeItem } from '../testing/fake-assistant-api';
import { AssistantPanel } from './assistant-panel';

const refreshes = [['tasks'], ['journal']] as const;

function renderPanel() {
  return renderWithProviders(<AssistantPanel refreshes={refreshes} />, {
    auth: fakeAuth({ user: testCustomer(), account: 'closed' }),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AssistantPanel', () => {
  it('teaches three example messages when the conversation is empty, and an example fills the box', async () => {
    fakeAssistantApi();
    const { user } = renderPanel();
    expect(screen.getByRole('heading', { name: 'Tell daily anything' })).toBeInTheDocument();
    const examples = await screen.findByRole('list', { name: 'Examples' });
    expect(within(examples).getAllByRole('button')).toHaveLength(3);
    await user.click(within(examples).getByRole('button', { name: /hire a VA/ }));
    const box = screen.getByRole('textbox', { name: 'Message to daily' });
    expect(box).toHaveValue('Decided to hire a VA');
    expect(box).toHaveFocus();
  });

  it('shows the conversation newest last, with the channel of messages that came another way', async () => {
    fakeAssistantApi([
      makeItem({ direction: 'in', channel: 'whatsapp', text: 'buy milk' }),
      makeItem({ direction: 'out', channel: 'whatsapp', text: 'Added: Buy milk.' }),
      makeItem({ direction: 'in', channel: 'web', text: 'what is next' }),
    ]);
    renderPanel();
    const log = await screen.findByRole('region', { name: 'Conversation' });
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['buy milk', 'Added: Buy milk.', 'what is next']);
    expect(items[0]).toHaveTextContent('WhatsApp');
    expect(items[2]).not.toHaveTextContent('WhatsApp');
  });

  it('sends on Enter with an Idempotency-Key, shows the reply, announces it and refreshes the tasks and journal', async () => {
    const api = fakeAssistantApi();
    const { user, queryClient } = renderPanel();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const box = await screen.findByRole('textbox', { name: 'Message to daily' });
    await user.type(box, 'call the bank tomorrow at 10 !{Enter}');

    const log = await screen.findByRole('region', { name: 'Conversation' });
    expect(await within(log).findByText('Added: call the bank tomorrow at 10 !.')).toBeInTheDocument();
    expect(within(log).getByText('call the bank tomorrow at 10 !')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(screen.getByText(/^daily replied: Added: call the bank/)).toHaveAttribute('aria-live', 'polite');

    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ text: 'call the bank tomorrow at 10 !' });
    const [, init] = api.fetchMock.mock.calls.find(([, options]) => options?.method === 'POST') ?? [];
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['tasks'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['journal'] });
  });

  it('keeps Shift+Enter for a new line and sends nothing blank', async () => {
    const api = fakeAssistantApi();
    const { user } = renderPanel();
    const box = await screen.findByRole('textbox', { name: 'Message to daily' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(box, '   {Enter}');
    await user.type(box, 'one{Shift>}{Enter}{/Shift}two');
    expect(box).toHaveValue('   one\ntwo');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the message as sending while daily answers, with the button busy', async () => {
    const api = fakeAssistantApi();
    let release: () => void = () => {};
    api.state.holdSend = new Promise((resolve) => (release = resolve));
    const { user } = renderPanel();
    const box = await screen.findByRole('textbox', { name: 'Message to daily' });
    await user.type(box, 'decided to hire a VA');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sending...')).toBeInTheDocument();
    expect(screen.getByText('decided to hire a VA')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(screen.queryByText('Sending...')).not.toBeInTheDocument());
  });

  it('keeps the text and says why when the message is refused', async () => {
    const api = fakeAssistantApi();
    api.state.failSend = { status: 429, json: { statusCode: 429, message: 'That is the 20 free messages for today.' } };
    const { user } = renderPanel();
    const box = await screen.findByRole('textbox', { name: 'Message to daily' });
    await user.type(box, 'buy milk{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your message was not sent. That is the 20 free messages for today.');
    expect(box).toHaveValue('buy milk');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: 'Conversation' })).not.toBeInTheDocument();

    // The same words sent again go through once the server takes them.
    api.state.failSend = null;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Added: buy milk.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the server could not be reached when the network fails', async () => {
    const api = fakeAssistantApi();
    api.state.failSend = new TypeError('Failed to fetch');
    const { user } = renderPanel();
    const box = await screen.findByRole('textbox', { name: 'Message to daily' });
    await user.type(box, 'buy milk{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be reached/);
    expect(box).toHaveValue('buy milk');
  });

  it('offers Undo under a fresh reply instead of asking to reply UNDO, and pressing it sends "undo"', async () => {
    const api = fakeAssistantApi();
    api.state.replyTo = (text) => (text === 'undo' ? 'Undone: removed Buy milk.' : `Added: ${text}.`);
    api.state.actionsFor = (text) => (text === 'undo' ? [] : [{ kind: 'undo' }]);
    const { user } = renderPanel();
    await user.type(await screen.findByRole('textbox', { name: 'Message to daily' }), 'Buy milk{Enter}');
    const undo = await screen.findByRole('button', { name: 'Undo' });
    expect(screen.queryByText(/Reply UNDO/)).not.toBeInTheDocument();

    await user.click(undo);
    expect(await screen.findByText('Undone: removed Buy milk.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ text: 'Buy milk' }, { text: 'undo' }]);
    // The Undo of a reply that is no longer the newest is gone.
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('makes the numbered tasks of a list clickable: pressing one sends "done" and its number', async () => {
    const api = fakeAssistantApi();
    api.state.replyTo = (text) => (text === "what's next" ? "What's next:\n1. Call the bank\n2. Pay rent" : 'Done: Pay rent.');
    api.state.actionsFor = (text) =>
      text === "what's next"
        ? [
            { kind: 'done', number: 1, title: 'Call the bank' },
            { kind: 'done', number: 2, title: 'Pay rent' },
          ]
        : [{ kind: 'undo' }];
    const { user } = renderPanel();
    await user.type(await screen.findByRole('textbox', { name: 'Message to daily' }), "what's next{Enter}");
    await user.click(await screen.findByRole('button', { name: 'Done: Pay rent' }));
    expect(await screen.findByText('Done: Pay rent.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ text: 'done 2' });
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });
});
