import { readFileSync } from 'node:fs';
import { violations } from './axe';
import { expect, PHONE, test } from './fixtures';

const LANGUAGES: [string, string, RegExp][] = [
  ['en', 'en', /Heart valve disease/],
  ['ch', 'zh-CN', /[\u4e00-\u9fff]/],
  ['de', 'de', /Herz/],
  ['es', 'es', /válvula|corazón/i],
  ['fr', 'fr', /valv|cœur|coeur/i],
  ['it', 'it', /valvol|cuore/i],
  ['ne', 'nl', /hart|klep/i],
];

test.describe('awareness pages', () => {
  for (const [region, lang, text] of LANGUAGES) {
    test(`/patients-and-caregivers/${region} is in its language`, async ({ page }) => {
      await page.goto(`/patients-and-caregivers/${region}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toHaveText(text);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(8);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/patients-and-caregivers/${region}$`),
      );
    });
  }

  test('?lang= serves that language from the other-countries address', async ({ page }) => {
    await page.goto('/patients-and-caregivers-other-countries?lang=fr');
    await expect(page).toHaveURL(/other-countries\?lang=fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.goto('/patients-and-caregivers-other-countries');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/patients-and-caregivers-other-countries?lang=ch');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('the standard codes zh and nl go to ch and ne', async ({ page }) => {
    await page.goto('/patients-and-caregivers/zh');
    await expect(page).toHaveURL(/\/patients-and-caregivers\/ch$/);
    await page.goto('/patients-and-caregivers/nl');
    await expect(page).toHaveURL(/\/patients-and-caregivers\/ne$/);
  });

  test('chapters are tabs: arrow keys, deep links that survive a reload, and the topic switch', async ({ page }) => {
    await page.goto('/patients-and-caregivers/en');
    const first = page.getByRole('tab').first();
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab').nth(1)).toBeFocused();
    await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/#aortic-disease$/);
    await page.keyboard.press('End');
    await expect(page).toHaveURL(/#aortic-guide$/);
    await page.reload();
    await expect(page.getByRole('tab').nth(5)).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Mitral valve' }).click();
    await expect(page).toHaveURL(/#mitral-heart$/);
    await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  });

  test('section anchors land on their section', async ({ page }) => {
    await page.goto('/patients-and-caregivers-other-countries#aortic-stenosis');
    await expect(page.locator('#aortic-stenosis')).toBeVisible();
    await expect(page.locator('#aortic-stenosis')).toBeInViewport();
    await page.goto('/patients-and-caregivers/en#heart-stories');
    await expect(page.locator('#heart-stories')).toBeVisible();
  });

  test('reference markers link to the numbered references, and bold parts are bold', async ({ page }) => {
    await page.goto('/patients-and-caregivers/fr#aortic-treatment');
    const panel = page.getByRole('tabpanel');
    const marker = panel.locator('a[href^="#reference-"]').first();
    await expect(marker).toBeVisible();
    await expect(panel.locator('strong').first()).toBeVisible();
    const target = (await marker.getAttribute('href'))!;
    await marker.click();
    await expect(page.locator(target)).toBeVisible();
    await expect(page.locator(target)).toBeInViewport();
  });

  test('the guide chapter downloads the booklet in the page language, Chinese included', async ({ page }) => {
    for (const [region, locale] of [
      ['ch', 'zh'],
      ['ne', 'nl'],
      ['en', 'en'],
    ]) {
      await page.goto(`/patients-and-caregivers/${region}#aortic-guide`);
      const link = page.getByRole('tabpanel').locator('a[download][href$=".pdf"]');
      await expect(link).toHaveAttribute(
        'href',
        `/documents/patients/aortic-valve-disease-patient-guide-${locale}.pdf`,
      );
    }
    await page.goto('/patients-and-caregivers/ch#mitral-guide');
    const download = page.waitForEvent('download');
    await page.getByRole('tabpanel').locator('a[download][href$=".pdf"]').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('mitral-valve-disease-patient-guide-zh.pdf');
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The Chinese booklet embeds the Chinese font and declares its language.
    expect(bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC/);
    expect(bytes.toString('latin1')).toContain('/Lang (zh-CN)');
  });

  test('every page says it is informational and to consult a doctor', async ({ page }) => {
    for (const [region] of LANGUAGES) {
      await page.goto(`/patients-and-caregivers/${region}`);
      await expect(page.getByRole('tabpanel').locator('aside')).toBeVisible();
    }
  });

  test('a chapter prints without the shell', async ({ page }) => {
    await page.goto('/patients-and-caregivers/en#aortic-treatment');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.locator('footer').first()).toBeHidden();
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(page.locator('#panel-aortic-treatment')).toBeVisible();
  });

  test('the region selector opens from the header and leads to a language', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Region and language' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your region' });
    await expect(dialog.getByRole('link')).toHaveCount(7 + 28);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Region and language' }).click();
    await dialog.getByRole('link', { name: /Italy/ }).first().click();
    await expect(page).toHaveURL(/\/patients-and-caregivers\/it$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });
});

test('a patient page in a language the site does not have offers the languages that exist', async ({ page }) => {
  for (const language of ['ru', 'pt']) {
    await page.goto(`/patients-and-caregivers/${language}`);
    await expect(page).toHaveURL(/\/patients-and-caregivers-other-countries#languages$/);
    const languages = page.locator('nav#languages');
    await expect(languages).toBeInViewport();
    await expect(languages.getByRole('link')).toHaveCount(7);
  }
});

const TRANSLATED = LANGUAGES.filter(([region]) => region !== 'en').map(
  ([region]) => `/patients-and-caregivers/${region}`,
);

test.describe('translated patient pages mark what is in English', () => {
  for (const path of TRANSLATED) {
    test(`${path}: every citation is marked English`, async ({ page }) => {
      await page.goto(path);
      const untagged = await page.evaluate(() =>
        [...document.querySelectorAll('li[id*="reference-"]')].flatMap((item) => {
          const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
          const texts: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent?.trim() ?? '';
            // The citations are the long English texts; a back link is in the page's own language.
            if (text.length > 30 && node.parentElement?.closest('[lang]')?.getAttribute('lang') !== 'en')
              texts.push(text.slice(0, 40));
          }
          return texts;
        }),
      );
      expect(await page.locator('li[id*="reference-"]').count()).toBeGreaterThan(4);
      expect(untagged).toEqual([]);
    });
  }

  test('header and footer links to English-only pages say so, in English, with hreflang', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/patients-and-caregivers/fr');
    const main = page.getByRole('navigation', { name: /principal/i });
    const about = main.getByRole('link', { name: /Qui sommes-nous/ }).first();
    await expect(about).toHaveAttribute('hreflang', 'en');
    await expect(about).toHaveAccessibleName(/English/);
    await expect(about.locator('[lang="en"]').first()).toBeAttached();
    // Visible, not only for screen readers.
    await expect(about.getByText('EN', { exact: true })).toBeVisible();
    await page.locator('footer').scrollIntoViewIfNeeded();
    const footerContact = page.getByRole('contentinfo').getByRole('link', { name: /Service client/ });
    await expect(footerContact).toHaveAttribute('hreflang', 'en');
    await expect(footerContact).toHaveAccessibleName(/English/);
    // The patient pages are in the visitor's language: not marked.
    const patients = main.getByRole('link', { name: /Patients/ });
    await expect(patients).not.toHaveAttribute('hreflang', 'en');
    expect(await violations(page)).toEqual([]);

    // On the English page nothing needs saying.
    await page.goto('/patients-and-caregivers/en');
    await expect(page.locator('header a[hreflang], footer a[hreflang]')).toHaveCount(0);
  });

  test('the phone menu says so too', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/patients-and-caregivers/de');
    await page.getByRole('button', { name: /Menü/ }).click();
    const menu = page.getByRole('dialog');
    const contact = menu.getByRole('link', { name: /Kontakt/ }).first();
    await expect(contact).toHaveAttribute('hreflang', 'en');
    await expect(contact).toHaveAccessibleName(/English/);
  });
});

test.describe('patient pages by keyboard', () => {
  for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
    test(`${viewport.width} px: reference links are 24 px targets, and each reference leads back to the text`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/patients-and-caregivers/en#aortic-disease');
      const citation = page.getByRole('tabpanel').getByRole('link', { name: 'Reference 2' }).first();
      const box = (await citation.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
      const citationId = await citation.getAttribute('id');
      expect(citationId).toBeTruthy();
      await citation.click();
      const reference = page.locator('li[id="reference-2"]');
      await expect(reference).toBeVisible();
      // The reference may be cited more than once: one way back to each citation.
      const back = reference.locator(`a[href="#${citationId}"]`);
      await expect(back).toHaveAccessibleName(/Back to the text/);
      const backBox = (await back.boundingBox())!;
      expect(backBox.width).toBeGreaterThanOrEqual(24);
      expect(backBox.height).toBeGreaterThanOrEqual(24);
      await back.click();
      await expect(page.locator(`[id="${citationId}"]`)).toBeInViewport();
    });
  }

  test('phone: the stacked chapter tabs move with Up and Down', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/patients-and-caregivers/en');
    const tablist = page.getByRole('tablist');
    await expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
    const tabs = tablist.getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(tabs.first()).toBeFocused();
    // Side by side on a wide screen: horizontal, as before.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(tablist).not.toHaveAttribute('aria-orientation', 'vertical');
  });

  test('language names in the region picker carry their own lang', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('button', { name: /country|region|language/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('中文', { exact: true })).toHaveAttribute('lang', /^zh/);
    await expect(dialog.getByText('Español', { exact: true })).toHaveAttribute('lang', /^es/);
    await expect(dialog.getByText('Deutsch', { exact: true })).toHaveAttribute('lang', /^de/);
    expect(await violations(page)).toEqual([]);
  });
});
