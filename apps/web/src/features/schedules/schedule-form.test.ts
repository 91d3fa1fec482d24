import { describe, expect, it } from 'vitest';
import { defaultPreset } from './cron-presets';
import { formPathOf, fromZonedInput, toFormValues, toInput, toZonedInput } from './schedule-form';

const saved = {
  name: 'Monday report',
  type: 'EMAIL',
  cronExpression: '0 30 7 ? * 2',
  startDate: '2030-01-06T07:00:00.000Z',
  endDate: null,
  config: {
    subject: 'Weekly',
    to: 'a@x.test; b@x.test',
    cc: null,
    attachments: ['EXCEL', 'CSV'],
    vizContents: [{ vizType: 'DATACHART', vizId: 'c'.repeat(32) }],
    setCronExpressionManually: false,
  },
};

/** The alert in what the form sends (the config is Datart's job config, typed loosely). */
const sentAlert = (v: Parameters<typeof toInput>[0]) => (toInput(v).config as { alert?: unknown }).alert;

describe('schedule form', () => {
  it("opens a saved schedule's preset as a preset and sends Datart's job config back", () => {
    const values = toFormValues(saved, 'Asia/Shanghai');
    expect(values).toMatchObject({
      cronMode: 'preset',
      preset: { unit: 'WEEK', weekday: 2, hour: 7, minute: 30 },
      contents: [`DATACHART:${'c'.repeat(32)}`],
      attachments: ['EXCEL', 'CSV'],
      cc: '',
    });
    // The range is shown and sent as the organisation's wall-clock time (07:00 UTC is 15:00 in Shanghai).
    expect(values.startDate).toBe('2030-01-06T15:00');
    expect(fromZonedInput(values.startDate)).toBe('2030-01-06T15:00');
    const input = toInput({ ...values, name: '  Monday report ' });
    expect(input).toMatchObject({
      name: 'Monday report',
      type: 'EMAIL',
      cronExpression: '0 30 7 ? * 2',
      startDate: '2030-01-06T15:00',
      endDate: null,
      config: {
        setCronExpressionManually: false,
        vizContents: [{ vizType: 'DATACHART', vizId: 'c'.repeat(32) }],
        to: 'a@x.test; b@x.test',
        webHookUrl: null,
      },
    });
  });

  it('keeps a cron typed by hand as text, and a robot sends no mail fields', () => {
    const manual = toFormValues({ ...saved, cronExpression: '0 0 8 ? * 2-6' }, 'UTC');
    expect(manual.cronMode).toBe('manual');
    expect(manual.preset).toEqual(defaultPreset);
    const robot = toInput({ ...manual, type: 'WECHART', webHookUrl: ' https://robot.example/send?key=1 ' });
    expect(robot.cronExpression).toBe('0 0 8 ? * 2-6');
    expect(robot.config).toMatchObject({
      setCronExpressionManually: true,
      webHookUrl: 'https://robot.example/send?key=1',
      to: null,
      attachments: [],
    });
  });

  it('a new schedule starts on the daily preset with Excel, and empty dates are none', () => {
    const fresh = toFormValues(null, 'UTC');
    expect(toInput({ ...fresh, name: 'x' })).toMatchObject({
      cronExpression: '0 0 8 * * ?',
      startDate: null,
      config: { attachments: ['EXCEL'] },
    });
    expect(toZonedInput(null, 'UTC')).toBe('');
    expect(toZonedInput('2030-07-01T10:30:00Z', 'Europe/Paris')).toBe('2030-07-01T12:30');
  });

  it('sends an alert only for one chart, the threshold as typed for the server to check', () => {
    const values = toFormValues(
      {
        ...saved,
        config: {
          ...saved.config,
          alert: { condition: 'BELOW', column: 'SUM(amount)', threshold: 10, once: true },
        },
      },
      'UTC',
    );
    expect(values.alert).toEqual({
      enabled: true,
      condition: 'BELOW',
      column: 'SUM(amount)',
      threshold: '10',
      once: true,
    });
    expect(sentAlert({ ...values, alert: { ...values.alert, threshold: ' 12.5 ' } })).toEqual({
      condition: 'BELOW',
      column: 'SUM(amount)',
      threshold: '12.5',
      once: true,
    });
    // "Any rows" compares nothing.
    expect(sentAlert({ ...values, alert: { ...values.alert, condition: 'ANY_ROWS' } })).toEqual({
      condition: 'ANY_ROWS',
      column: null,
      threshold: null,
      once: true,
    });
    // A board, or two charts: no alert.
    expect(sentAlert({ ...values, contents: [`DASHBOARD:${'d'.repeat(32)}`] })).toBeNull();
    expect(toFormValues(saved, 'UTC').alert.enabled).toBe(false);
    expect(formPathOf('config.alert.threshold')).toBe('alert.threshold');
  });

  it("puts the server's fields where the form holds them", () => {
    expect(formPathOf('config.to')).toBe('to');
    expect(formPathOf('config.vizContents')).toBe('contents');
    expect(formPathOf('cronExpression')).toBe('cronExpression');
    expect(formPathOf('config.imageWidth')).toBeNull();
  });
});
