import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { Select, SelectTrigger, SelectValue } from './select';

afterEach(cleanup);

describe('Select in a FormField', () => {
  it('is named by the field label, and its error describes the trigger', () => {
    render(
      <FormField id="source" label="Source" error="Pick a source">
        <Select>
          <SelectTrigger>
            <SelectValue placeholder="Choose" />
          </SelectTrigger>
        </Select>
      </FormField>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Source' });
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(trigger.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Pick a source',
    );
  });
});
