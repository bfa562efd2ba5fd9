import { formList, parseStripeForm } from './stripe-form';

describe('Stripe form encoding (stand-in)', () => {
  it('reads nested objects and indexed lists', () => {
    const parsed = parseStripeForm(
      'mode=subscription&line_items[0][price_data][currency]=gbp&line_items[0][quantity]=1&metadata[user_id]=u1&expand[0]=subscription',
    );
    expect(parsed).toEqual({
      mode: 'subscription',
      line_items: [{ price_data: { currency: 'gbp' }, quantity: '1' }],
      metadata: { user_id: 'u1' },
      expand: ['subscription'],
    });
    expect(formList(parsed.expand)).toEqual(['subscription']);
  });
});
