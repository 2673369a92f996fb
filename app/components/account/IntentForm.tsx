import {Form} from '@remix-run/react';
import type {ReactNode} from 'react';

/**
 * A one-button account action (set default, delete, skip, cancel): posts
 * `intent` and the record's id under `idField` to the current route.
 */
export function IntentForm({intent, idField, id, children}: {intent: string; idField: string; id: string; children: ReactNode}) {
  return (
    <Form method="post">
      <input type="hidden" name={idField} value={id} />
      <button className="link-button" type="submit" name="intent" value={intent}>
        {children}
      </button>
    </Form>
  );
}
