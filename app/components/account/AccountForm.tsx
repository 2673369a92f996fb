import {useRef} from 'react';
import {Form, useActionData, useLocation, useNavigation, type FormProps} from '@remix-run/react';
import {pushEvent} from '~/features/analytics/data-layer';
import {useSingleSubmit} from '~/ui/single-submit';
import {Button} from '~/components/controls/Button';

/**
 * An account form: a plain POST that works without JavaScript, enhanced by
 * Remix when it runs. Pushes `form_start` on the first interaction and
 * `form_submit` on submit, for the analytics data layer.
 */
export function AccountForm({name, children, className, ...props}: {name: string; children: React.ReactNode} & Omit<FormProps, 'name'>) {
  const started = useRef(false);
  // A double submit sends one request (one platform mutation), with or without a re-render in between.
  const submitOnce = useSingleSubmit(useNavigation().state !== 'idle', useLocation().key, useActionData());
  return (
    <Form
      method="post"
      noValidate={false}
      {...props}
      className={['account-form', className].filter(Boolean).join(' ')}
      onFocus={() => {
        if (started.current) return;
        started.current = true;
        pushEvent('form_start', {form_name: name});
      }}
      onSubmit={(event) => {
        if (submitOnce(event)) pushEvent('form_submit', {form_name: name});
      }}
    >
      {children}
    </Form>
  );
}

export function SubmitButton({children, pendingLabel, intent}: {children: React.ReactNode; pendingLabel?: string; intent?: string}) {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' && (!intent || navigation.formData?.get('intent') === intent);
  return (
    <Button color="red500" name={intent ? 'intent' : undefined} value={intent} loading={pending}>
      {pending ? (pendingLabel ?? 'Saving…') : children}
    </Button>
  );
}
