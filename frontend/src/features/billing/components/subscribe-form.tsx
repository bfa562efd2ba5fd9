import { type FormEvent, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldMessage } from '@/components/ui/field-message';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { product } from '@/config/product';
import { formatPrice } from '@/lib/format-money';
import { useAuth } from '@/lib/auth/auth-context';

import { useCoupon } from '../hooks/use-coupon';
import { usePremiumCheckout } from '../hooks/use-premium-checkout';
import { initialCouponState } from '../utils/coupon-state';
import { type SubscribeProblem, subscribeProblem } from '../utils/subscribe-rules';
import { CouponField } from './coupon-field';

/** The signed-in part of /subscribe: name, e-mail, an optional code, then off to the payment page. */
export function SubscribeForm() {
  const { user } = useAuth();
  const premium = product.plans.premium;
  const [name, setName] = useState(() => user?.name ?? user?.user_metadata.name ?? '');
  const [email, setEmail] = useState(() => user?.email ?? '');
  const coupon = useCoupon(user?.id ?? null);
  const checkout = usePremiumCheckout();
  const [problem, setProblem] = useState<SubscribeProblem | null>(null);
  const [checkingCoupon, setCheckingCoupon] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const emailId = useId();
  const problemId = useId();

  const report = (found: SubscribeProblem) => {
    setProblem(found);
    if (found.field === 'name') nameRef.current?.focus();
    if (found.field === 'email') emailRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name, email, signedIn: user !== null, couponCode: coupon.code };
    // Everything but the coupon first, so a missing name is not hidden behind a coupon check.
    const early = subscribeProblem({ ...input, coupon: initialCouponState });
    if (early || !user) {
      if (early) report(early);
      return;
    }
    setProblem(null);
    let couponState = coupon.state;
    if (coupon.code.trim()) {
      setCheckingCoupon(true);
      couponState = await coupon.check(coupon.code);
      setCheckingCoupon(false);
    }
    const late = subscribeProblem({ ...input, coupon: couponState });
    if (late) {
      report(late);
      return;
    }
    await checkout.start({
      customer_name: name.trim(),
      customer_email: email.trim(),
      user_id: user.id,
      coupon_code: coupon.code.trim() || null,
    });
  };

  const busy = checkingCoupon || checkout.busy;
  const fieldProblem = (field: SubscribeProblem['field']) => (problem?.field === field ? problem.message : null);
  const formProblem = problem && (problem.field === null || problem.field === 'coupon') ? problem.message : null;

  return (
    <Card aria-labelledby="subscribe-form-heading">
      <CardHeader>
        <CardTitle id="subscribe-form-heading">Start your free trial</CardTitle>
        <CardDescription>
          {premium.trialDays} days free, then {formatPrice(premium.price)}. You are not charged today.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-describedby={formProblem ? problemId : undefined}>
          <div className="flex flex-col gap-2">
            <Label htmlFor={nameId}>Full Name</Label>
            <Input
              ref={nameRef}
              id={nameId}
              name="customer_name"
              autoComplete="name"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                if (problem?.field === 'name') setProblem(null);
              }}
              invalid={fieldProblem('name') !== null}
              aria-describedby={fieldProblem('name') ? `${nameId}-problem` : undefined}
              disabled={busy}
            />
            {fieldProblem('name') && (
              <FieldMessage id={`${nameId}-problem`} tone="error">
                {fieldProblem('name')}
              </FieldMessage>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={emailId}>Email Address</Label>
            <Input
              ref={emailRef}
              id={emailId}
              name="customer_email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (problem?.field === 'email') setProblem(null);
              }}
              invalid={fieldProblem('email') !== null}
              aria-describedby={fieldProblem('email') ? `${emailId}-problem` : undefined}
              disabled={busy}
            />
            {fieldProblem('email') && (
              <FieldMessage id={`${emailId}-problem`} tone="error">
                {fieldProblem('email')}
              </FieldMessage>
            )}
          </div>
          <CouponField
            value={coupon.code}
            state={coupon.state}
            onChange={(value) => {
              coupon.change(value);
              if (problem?.field === 'coupon') setProblem(null);
            }}
            onCheck={(value) => void coupon.check(value)}
            disabled={busy}
          />
          {formProblem && (
            <FieldMessage id={problemId} tone="error" className="text-small">
              {formProblem}
            </FieldMessage>
          )}
          <Button type="submit" size="lg" fullWidth loading={busy} loadingLabel="Processing...">
            Subscribe Now
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
