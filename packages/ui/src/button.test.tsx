import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { initials } from './avatar';
import { FormField } from './form-field';
import { Input } from './input';
import { cn } from './lib/utils';

describe('Button', () => {
  it('is disabled and busy while loading', () => {
    render(<Button loading>Save</Button>);
    const button = screen.getByRole('button', { name: /save/i });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('lets a later class win over the variant', () => {
    expect(cn('px-4 py-2', 'px-8')).toBe('py-2 px-8');
  });

  it('merges whenever there is more than one class source, and passes a lone string through', () => {
    expect(cn('size-4 animate-spin', undefined)).toBe('size-4 animate-spin');
    expect(cn(undefined, false, '')).toBe('');
    expect(cn('p-2', false, 'p-4')).toBe('p-4');
    expect(cn({ 'p-2': true, 'p-4': true })).toBe('p-4');
    expect(cn(['p-2', 'p-4'])).toBe('p-4');
  });
});

describe('FormField', () => {
  it('links the label and the error to the control', () => {
    render(
      <FormField id="email" label="E-mail" error="Invalid email address">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Invalid email address',
    );
  });
});

describe('initials', () => {
  it('takes first letters of the first and last word', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('admin')).toBe('AD');
    expect(initials('  ')).toBe('?');
  });
});
