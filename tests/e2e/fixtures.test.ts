import {describe, expect, test, useShop, withPages} from '../support/fixtures';

/**
 * The `page` fixture's error check: a test whose page raised an error it did
 * not expect fails after its body, though every assertion in the body passed.
 * (`test.fails` passes only if the test fails.)
 */
const THROW_LATER = '<script>setTimeout(() => { throw new Error("thrown by the page") })</script>';

describe('the page fixture', () => {
  test.fails('fails a test whose page threw, after the body passed', async ({page, errors}) => {
    await page.setContent(THROW_LATER);
    await expect.poll(() => errors).toEqual([expect.stringContaining('thrown by the page')]);
  });

  test.fails("fails a test whose page logged one of React's errors (a hydration mismatch)", async ({page, errors}) => {
    await page.setContent('<p>text</p>');
    await page.evaluate(() =>
      console.error('Uncaught Error: Minified React error #418; visit https://reactjs.org/docs/error-decoder.html?invariant=418'),
    );
    await expect.poll(() => errors).toHaveLength(1);
  });

  test('lets a test pass whose page logged another console error', async ({page, errors}) => {
    await page.setContent('<p>text</p>');
    await page.evaluate(() => console.error('Failed to load resource: the server responded with a status of 400'));
    await page.waitForTimeout(200);
    expect(errors).toEqual([]);
  });

  test('watches every page of every context it opens, not only `page`', async ({openContext, errors}) => {
    const other = await (await openContext()).newPage();
    await other.setContent(THROW_LATER);
    await expect.poll(() => errors).toHaveLength(1);
    // Emptied here so this test passes: the check runs on what is left after the body.
    errors.length = 0;
  });

  test('names the page each error was raised on, for a test that walks many pages', async ({page, errors}) => {
    // A page of its own address, so the test needs no shop.
    const url = `data:text/html,${encodeURIComponent(`<title>named</title>${THROW_LATER}`)}`;
    await page.goto(url);
    await expect.poll(() => errors).toHaveLength(1);
    expect(withPages(errors, errors[0]!)).toBe(`thrown by the page (on ${url})`);
    errors.length = 0;
  });

  describe('with the error expected', () => {
    test.scoped({allowedErrors: [/thrown by the page/]});

    test('lets the test pass', async ({page, errors}) => {
      await page.setContent(THROW_LATER);
      await expect.poll(() => errors).toHaveLength(1);
    });
  });
});

describe('the fixtures pointed at another shop', () => {
  useShop(() => 'http://127.0.0.1:9');

  test("set a visitor's cookies for that shop", async ({visitorContext}) => {
    const context = await visitorContext({consent: 'granted', popup: false});
    expect((await context.cookies()).map((cookie) => `${cookie.name}@${cookie.domain}`).sort()).toEqual([
      'col_exp@127.0.0.1',
      'oc_consent@127.0.0.1',
    ]);
  });
});
