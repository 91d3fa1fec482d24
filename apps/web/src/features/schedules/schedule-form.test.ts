import { describe, expect, it } from 'vitest';
import { defaultPreset } from './cron-presets';
import { formPathOf, fromLocalInput, toFormValues, toInput, toLocalInput } from './schedule-form';

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

describe('schedule form', () => {
  it("opens a saved schedule's preset as a preset and sends Datart's job config back", () => {
    const values = toFormValues(saved);
    expect(values).toMatchObject({
      cronMode: 'preset',
      preset: { unit: 'WEEK', weekday: 2, hour: 7, minute: 30 },
      contents: [`DATACHART:${'c'.repeat(32)}`],
      attachments: ['EXCEL', 'CSV'],
      cc: '',
    });
    expect(fromLocalInput(values.startDate)).toBe('2030-01-06T07:00:00.000Z');
    const input = toInput({ ...values, name: '  Monday report ' });
    expect(input).toMatchObject({
      name: 'Monday report',
      type: 'EMAIL',
      cronExpression: '0 30 7 ? * 2',
      startDate: '2030-01-06T07:00:00.000Z',
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
    const manual = toFormValues({ ...saved, cronExpression: '0 0 8 ? * 2-6' });
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
    const fresh = toFormValues(null);
    expect(toInput({ ...fresh, name: 'x' })).toMatchObject({
      cronExpression: '0 0 8 * * ?',
      startDate: null,
      config: { attachments: ['EXCEL'] },
    });
    expect(toLocalInput(null)).toBe('');
  });

  it("puts the server's fields where the form holds them", () => {
    expect(formPathOf('config.to')).toBe('to');
    expect(formPathOf('config.vizContents')).toBe('contents');
    expect(formPathOf('cronExpression')).toBe('cronExpression');
    expect(formPathOf('config.imageWidth')).toBeNull();
  });
});
