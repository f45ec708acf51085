import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { formErrorsFrom } from '@/lib/api-errors';
import { useSubscribe } from '../api/subscribe';

/** The footer's mailing-list sign-up: an address, a button, the server's answer. */
export function SubscribeForm() {
  const subscribeMutation = useSubscribe();
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    setResult(null);
    subscribeMutation.mutate(
      { email: email.trim() },
      {
        onSuccess: (message) => {
          setResult({ tone: 'success', text: message });
          setEmail('');
        },
        onError: (error) => {
          const { fields, form } = formErrorsFrom(error);
          const text = fields.email ?? form;
          if (text) setResult({ tone: 'error', text });
        },
      },
    );
  };

  return (
    <form className="subscribe-form" onSubmit={onSubmit} noValidate aria-label="Mailing list">
      <label htmlFor="subscribe-email">News about ingredients, dupes and new features, now and then</label>
      <div className="row">
        <input
          id="subscribe-email"
          className="input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setResult(null);
          }}
        />
        <Button type="submit" variant="secondary" busy={subscribeMutation.isPending} disabled={!email.trim()}>
          Subscribe
        </Button>
      </div>
      {result ? (
        <FormMessage tone={result.tone} testId="subscribe-result">
          {result.text}
        </FormMessage>
      ) : null}
    </form>
  );
}
