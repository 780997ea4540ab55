import type { FormEvent, ReactNode } from 'react';
import { FormActions, type FormActionsProps } from './FormActions';

export interface DetailFormProps extends Omit<FormActionsProps, 'canSave'> {
  title: ReactNode;
  /** Why the last save or delete failed; null when it did not. */
  error: ReactNode | null;
  /** Without it the form only shows (e.g. an invitation already accepted). */
  onSave?: (() => void) | undefined;
  /** Said after a save went through, above the buttons. */
  notice?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * The frame of a detail form (a settings item, a blocker, a waitlist entry): its title, its fields, then the failure,
 * the notice and the save / cancel / delete row.
 */
export function DetailForm({ title, error, onSave, notice, className = 'page form', children, ...actions }: DetailFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave?.();
  };
  return (
    <form className={className} onSubmit={submit}>
      <h2>{title}</h2>
      {children}
      {error ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
      {notice}
      <FormActions canSave={Boolean(onSave)} {...actions} />
    </form>
  );
}
