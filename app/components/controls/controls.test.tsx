import {readFileSync} from 'node:fs';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {Button, buttonClassName, type ButtonColor, type ButtonSize} from './Button';
import {Spinner, spinnerClassName, type SpinnerColor, type SpinnerSize} from './Spinner';

const css = readFileSync(new URL('../../styles/app.css', import.meta.url), 'utf8');
/** Whether app.css has a rule whose selector list names `.cls`. */
const styled = (cls: string) => new RegExp(`\\.${cls}(?![\\w-])[^{]*\\{`).test(css);

describe('Spinner', () => {
  it('takes sizes 5 to 10 and the colours white and dark-gray, each with its CSS', () => {
    for (const size of [5, 6, 7, 8, 9, 10] as const) {
      expect(spinnerClassName(size, 'white')).toBe(`spinner spinner--${size} spinner--white`);
      expect(styled(`spinner--${size}`)).toBe(true);
    }
    expect(styled('spinner--white')).toBe(true);
    expect(styled('spinner--dark-gray')).toBe(true);
    expect(renderToStaticMarkup(<Spinner size={8} color="dark-gray" />)).toBe(
      '<span class="spinner spinner--8 spinner--dark-gray" aria-hidden="true" data-testid="spinner"></span>',
    );
  });

  it('refuses a size outside 5 to 10 or another colour with a message naming the allowed values', () => {
    expect(() => spinnerClassName(4 as SpinnerSize, 'white')).toThrow('Spinner size must be one of 5, 6, 7, 8, 9, 10; got 4');
    expect(() => spinnerClassName(11 as SpinnerSize, 'white')).toThrow(RangeError);
    expect(() => spinnerClassName(5.5 as SpinnerSize, 'white')).toThrow(RangeError);
    expect(() => spinnerClassName(5, 'red' as SpinnerColor)).toThrow('Spinner colour must be white or dark-gray; got red');
  });
});

describe('Button', () => {
  it('takes the colours red500, white, gray200 and transparent, each with its CSS', () => {
    for (const color of ['red500', 'white', 'gray200', 'transparent'] as const) {
      expect(buttonClassName({color})).toBe(`button button--${color}`);
      expect(styled(`button--${color}`)).toBe(true);
    }
  });

  it('takes the sizes regular and small; small has its own CSS', () => {
    expect(buttonClassName({size: 'regular'})).toBe('button button--red500');
    expect(buttonClassName({size: 'small', color: 'gray200'})).toBe('button button--gray200 button--small');
    expect(styled('button--small')).toBe(true);
  });

  it('refuses another colour or size with a message naming the allowed values', () => {
    expect(() => buttonClassName({color: 'blue' as ButtonColor})).toThrow(
      'Button colour must be one of red500, white, gray200, transparent; got blue',
    );
    expect(() => buttonClassName({size: 'large' as ButtonSize})).toThrow('Button size must be regular or small; got large');
  });

  it('while loading shows a spinner in the colour that reads on the button, and cannot be pressed', () => {
    const red = renderToStaticMarkup(
      <Button color="red500" loading>
        Add
      </Button>,
    );
    expect(red).toContain('disabled=""');
    expect(red).toContain('aria-busy="true"');
    expect(red).toContain('spinner--white');
    const light = renderToStaticMarkup(
      <Button color="white" size="small" loading>
        Add
      </Button>,
    );
    expect(light).toContain('class="spinner spinner--5 spinner--dark-gray"');
    const idle = renderToStaticMarkup(<Button aria-pressed>Add</Button>);
    expect(idle).not.toContain('spinner');
    expect(idle).not.toContain('disabled');
    expect(idle).toContain('type="submit"');
    expect(idle).toContain('aria-pressed="true"');
  });
});
