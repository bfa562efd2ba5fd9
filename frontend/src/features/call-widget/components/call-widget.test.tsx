import { act, screen, waitFor, within } from '@testing-library/react';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { barActionSlotId } from '@/components/layout/bar-action-slot';
import { notify } from '@/components/ui/toast';
import { product } from '@/config/product';
import { type ApiReply, fakeApi, testCustomer } from '@/testing/fake-api';
import { fakeAuth } from '@/testing/fake-auth';
import { stubMatchMedia } from '@/testing/stub-match-media';
import { renderWithProviders } from '@/testing/test-utils';

import { CallWidget } from './call-widget';
import { DeferredCallWidget } from './deferred-call-widget';

const label = 'Want me to call you now?';

function renderWidget({
  reply = { json: { message: 'daily will call you now.' } },
  phone = '+447700900001',
}: { reply?: ApiReply; phone?: string | null } = {}) {
  const api = fakeApi(() => reply);
  const view = renderWithProviders(<CallWidget />, { auth: fakeAuth({ user: testCustomer({ phone }) }) });
  return { api, ...view };
}

async function openPopover(user: ReturnType<typeof renderWidget>['user']) {
  await user.click(screen.getByRole('button', { name: label }));
  return screen.findByRole('dialog');
}

let success: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  success = vi.spyOn(notify, 'success');
  error = vi.spyOn(notify, 'error');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CallWidget: keeping clear of the page', () => {
  it('keeps only its icon once the page scrolls under it, and its whole question as its name', () => {
    stubMatchMedia({ width: 1280, reducedMotion: true });
    renderWidget();
    const button = screen.getByRole('button', { name: label });
    expect(button).toHaveTextContent(label);
    act(() => {
      window.scrollY = 400;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(button).toHaveTextContent(/^$/);
    expect(button).toHaveAccessibleName(label);
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(button).toHaveTextContent(label);
  });

  it('is only its round icon on phones, on every page, so it never spreads over a row', () => {
    stubMatchMedia({ width: 390, reducedMotion: true });
    renderWidget();
    const button = screen.getByRole('button', { name: label });
    expect(button).toHaveTextContent(/^$/);
    expect(button).toHaveAccessibleName(label);
  });

  it('sits in the top bar beside the menu on phones, where it covers nothing, and opens below itself', async () => {
    stubMatchMedia({ width: 390, reducedMotion: true });
    const slot = document.createElement('div');
    slot.id = barActionSlotId;
    document.body.append(slot);
    try {
      const { container, user } = renderWidget();
      const button = within(slot).getByRole('button', { name: label });
      expect(button).toHaveTextContent(/^$/);
      expect(container.querySelector('[data-floating]')).toBeNull();
      await user.click(button);
      expect(await screen.findByRole('dialog')).toHaveAttribute('data-side', 'bottom');
    } finally {
      slot.remove();
    }
  });

  it('stays in the corner from 640 px, even with the bar there', () => {
    stubMatchMedia({ width: 1280, reducedMotion: true });
    const slot = document.createElement('div');
    slot.id = barActionSlotId;
    document.body.append(slot);
    try {
      const { container } = renderWidget();
      expect(slot).toBeEmptyDOMElement();
      expect(container.querySelector('[data-floating="call-widget"]')).not.toBeNull();
    } finally {
      slot.remove();
    }
  });

  it('stays open while the window crosses 640 px and the button moves between the corner and the bar', async () => {
    // A screen whose width can change, telling the queries that listen.
    let width = 1280;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        const minWidth = /min-width:\s*([\d.]+)px/.exec(query);
        return minWidth ? width >= Number(minWidth[1]) : false;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }));
    const resizeTo = (next: number) =>
      act(() => {
        width = next;
        for (const listener of listeners) listener();
      });
    const slot = document.createElement('div');
    slot.id = barActionSlotId;
    document.body.append(slot);
    try {
      const { user } = renderWidget();
      await openPopover(user);
      resizeTo(390);
      expect(within(slot).getByRole('button', { name: label })).toHaveAttribute('aria-expanded', 'true');
      expect(await screen.findByRole('dialog')).toHaveAttribute('data-side', 'bottom');
      resizeTo(1280);
      expect(slot).toBeEmptyDOMElement();
      expect(await screen.findByRole('dialog')).toHaveAttribute('data-side', 'top');
      expect(screen.getByRole('button', { name: 'Call me now' })).toBeVisible();
    } finally {
      slot.remove();
    }
  });

  it('keeps room at the end of the page with the page itself, once, wherever the button sits', async () => {
    stubMatchMedia({ width: 390, reducedMotion: true });
    const { container } = renderWithProviders(<DeferredCallWidget />, { auth: fakeAuth({ user: testCustomer() }) });
    expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-slot="call-widget-room"]')).toHaveLength(1);
    // The widget itself adds none: room arriving with its code would push the page's end down.
    const widgetOnly = renderWidget();
    expect(widgetOnly.container.querySelector('[data-slot="call-widget-room"]')).toBeNull();
  });
});

/** The letters of the button's question shown so far (the rest hold their place, unseen). */
const shownLetters = (button: HTMLElement) =>
  Array.from(button.querySelectorAll('span[aria-hidden="true"] > span'), (letter) =>
    letter.classList.contains('opacity-0') ? '' : letter.textContent,
  ).join('');

describe('CallWidget: the typed label', () => {
  it('types the question one letter every 60 ms, starting after 1 s', () => {
    vi.useFakeTimers();
    stubMatchMedia({ width: 1280 });
    renderWidget();
    const button = screen.getByRole('button', { name: label });
    expect(shownLetters(button)).toBe('');

    act(() => vi.advanceTimersByTime(999));
    expect(shownLetters(button)).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(shownLetters(button)).toBe('W');
    act(() => vi.advanceTimersByTime(60));
    expect(shownLetters(button)).toBe('Wa');
    act(() => vi.advanceTimersByTime(59));
    expect(shownLetters(button)).toBe('Wa');
    act(() => vi.advanceTimersByTime(1));
    expect(shownLetters(button)).toBe('Wan');

    act(() => vi.advanceTimersByTime(60 * (label.length - 3)));
    expect(shownLetters(button)).toBe(label);
    act(() => vi.advanceTimersByTime(5000));
    expect(shownLetters(button)).toBe(label);
  });

  it('holds the whole question in place from the start, so the typing never widens the button', () => {
    vi.useFakeTimers();
    stubMatchMedia({ width: 1280 });
    renderWidget();
    expect(screen.getByRole('button', { name: label })).toHaveTextContent(label);
  });

  it('shows the whole question at once for people who ask for reduced motion', () => {
    vi.useFakeTimers();
    stubMatchMedia({ width: 1280, reducedMotion: true });
    renderWidget();
    expect(shownLetters(screen.getByRole('button', { name: label }))).toBe(label);
  });
});

describe('CallWidget: Call me now', () => {
  beforeEach(() => stubMatchMedia({ width: 1280 }));

  it("asks the server to call the user's phone, says so and closes", async () => {
    const { api, user } = renderWidget();
    const popover = await openPopover(user);
    await user.click(within(popover).getByRole('button', { name: 'Call me now' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('daily will call you now.'));
    expect(api.calls).toEqual([{ method: 'POST', path: '/call', body: { phone_number: '+447700900001', user_id: 'user-1' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says "No phone number available" without a phone, and asks nothing', async () => {
    const { api, user } = renderWidget({ phone: null });
    const popover = await openPopover(user);
    await user.click(within(popover).getByRole('button', { name: 'Call me now' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('No phone number available'));
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's reason when it will not call", async () => {
    const { user } = renderWidget({
      reply: {
        status: 429,
        json: { statusCode: 429, message: 'daily is already calling you. Please wait a couple of minutes before asking again.' },
      },
    });
    await user.click(within(await openPopover(user)).getByRole('button', { name: 'Call me now' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('daily is already calling you. Please wait a couple of minutes before asking again.'),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says "Failed to request call" when the refusal has no reason', async () => {
    const { user } = renderWidget({ reply: { status: 500 } });
    await user.click(within(await openPopover(user)).getByRole('button', { name: 'Call me now' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to request call'));
  });

  it('says "An error occurred" when the server cannot be reached', async () => {
    const { user } = renderWidget({ reply: new TypeError('Failed to fetch') });
    await user.click(within(await openPopover(user)).getByRole('button', { name: 'Call me now' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('An error occurred'));
  });
});

describe('CallWidget: the direct numbers', () => {
  it('from 640 px, a click copies the number', async () => {
    stubMatchMedia({ width: 640 });
    const { user } = renderWidget();
    const popover = await openPopover(user);
    expect(within(popover).queryAllByRole('link')).toHaveLength(0);
    await user.click(within(popover).getByRole('button', { name: /United Kingdom/ }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Phone number copied to clipboard'));
    const uk = product.callNumbers.find((number) => number.region === 'UK');
    await expect(navigator.clipboard.readText()).resolves.toBe(uk?.phone);
  });

  it('below 640 px, each number is a tel: link', async () => {
    stubMatchMedia({ width: 639 });
    const { user } = renderWidget();
    const popover = await openPopover(user);
    for (const number of product.callNumbers) {
      expect(within(popover).getByRole('link', { name: new RegExp(number.label) })).toHaveAttribute('href', `tel:${number.phone}`);
    }
    expect(within(popover).queryByRole('button', { name: /United Kingdom/ })).not.toBeInTheDocument();
  });

  it('lists the UK, US and EU numbers, formatted for reading', async () => {
    stubMatchMedia({ width: 1280 });
    const { user } = renderWidget();
    const popover = await openPopover(user);
    const list = within(popover).getByRole('list', { name: 'daily phone numbers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(product.callNumbers.map((number) => number.region)).toEqual(['UK', 'US', 'EU']);
    for (const number of product.callNumbers) {
      expect(list).toHaveTextContent(parsePhoneNumberFromString(number.phone)!.formatInternational());
    }
  });
});
