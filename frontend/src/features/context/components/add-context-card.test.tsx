import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeAuth } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/test-utils';

import { type ApiReply, fakeApi, testCustomer } from '@/testing/fake-api';
import { AddContextCard } from './add-context-card';
import { QuickContextForm } from './quick-context-form';

const added: ApiReply = { json: { result: { success: true, id: 'c1', characters: 12, message: 'Context added.' } } };

function renderCard(reply: ApiReply | (() => ApiReply | Promise<ApiReply>) = added, auth = fakeAuth({ user: testCustomer() })) {
  const api = fakeApi(typeof reply === 'function' ? reply : () => reply);
  return { api, ...renderWithProviders(<AddContextCard />, { auth }) };
}

afterEach(() => vi.restoreAllMocks());

describe('AddContextCard', () => {
  it('is a card titled "Add Context" with the textarea and a Submit disabled while the text is blank', async () => {
    const { user } = renderCard();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Context' })).toBeInTheDocument();
    const text = screen.getByPlaceholderText('Paste your context here...');
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(text, '   ');
    expect(submit).toBeDisabled();
    await user.type(text, 'x');
    expect(submit).toBeEnabled();
  });

  it('shows "Submitting..." while sending, then the success in green and an empty textarea', async () => {
    let answer!: (reply: ApiReply) => void;
    const { api, user } = renderCard(() => new Promise<ApiReply>((resolve) => (answer = resolve)));
    const text = screen.getByPlaceholderText('Paste your context here...');
    await user.type(text, '  My studio has two people.  ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Submitting...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Submitting/ })).toBeDisabled();
    answer(added);

    const message = await screen.findByText('Context added.');
    expect(message).toHaveClass('text-success');
    expect(text).toHaveValue('');
    expect(api.calls[0]?.body).toEqual({ user_id: 'user-1', context: 'My studio has two people.' });
  });

  it('shows an error in red and keeps the text', async () => {
    const { user } = renderCard({ status: 500 });
    const text = screen.getByPlaceholderText('Paste your context here...');
    await user.type(text, 'Keep this');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const message = await screen.findByText('Failed to add context.');
    expect(message).toHaveClass('text-danger');
    expect(text).toHaveValue('Keep this');
  });

  it('a new submit clears the last outcome', async () => {
    // A refusal first, then an answer that never comes, so the form stays mid-submit.
    const replies: Array<ApiReply | Promise<ApiReply>> = [{ status: 400, json: { message: 'nope' } }, new Promise<ApiReply>(() => {})];
    const { user } = renderCard(() => replies.shift() ?? added);
    await user.type(screen.getByPlaceholderText('Paste your context here...'), 'First');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('nope')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByText('nope')).not.toBeInTheDocument());
    expect(screen.getByText('Submitting...')).toBeInTheDocument();
  });

  it('"Network error" when the server cannot be reached', async () => {
    const { user } = renderCard(new TypeError('Failed to fetch'));
    await user.type(screen.getByPlaceholderText('Paste your context here...'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Network error')).toHaveClass('text-danger');
  });

  it('without a signed-in user says "Please enter some context." and sends nothing', async () => {
    const { api, user } = renderCard(added, fakeAuth({ user: null }));
    await user.type(screen.getByPlaceholderText('Paste your context here...'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter some context.')).toHaveClass('text-danger');
    expect(api.calls).toHaveLength(0);
  });
});

describe('QuickContextForm', () => {
  it('takes one line of context with the same rules and messages', async () => {
    const api = fakeApi(() => added);
    const { user } = renderWithProviders(<QuickContextForm />, { auth: fakeAuth({ user: testCustomer() }) });
    const field = screen.getByRole('textbox', { name: 'Anything daily should know?' });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.type(field, 'Launching on Friday{Enter}');
    expect(await screen.findByText('Context added.')).toHaveClass('text-success');
    expect(field).toHaveValue('');
    expect(api.calls[0]?.body).toEqual({ user_id: 'user-1', context: 'Launching on Friday' });
  });
});
