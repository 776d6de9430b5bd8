import { formatUsd, plans, type Language, type PaidPlanId } from '@qamar/shared';
import { formatResetDate } from '../../accounts/upgrade-offer.ts';
import { appLink, bilingualEmail, type EmailCopy } from '../../mail/bilingual-email.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { BillingEmailKind } from './entitlement.ts';

export interface BillingEmailFacts {
  to: string;
  name: string;
  language: Language;
  plan: PaidPlanId;
  trialing: boolean;
  /** The date the message is about: the trial's end, the renewal, the end of the grace period. */
  date: Date | null;
  /** Set when the subscription ended by a refund. */
  refundedCents: number | null;
}

type Words = (facts: {
  plan: string;
  date: string;
  price: string;
  amount: string;
  refunded: boolean;
  trialing: boolean;
}) => { subject: string; paragraphs: string[] };

const words: Record<BillingEmailKind, Record<Language, Words>> = {
  started: {
    en: ({ plan, date, price, trialing }) =>
      trialing
        ? {
            subject: `Your Qamar ${plan} trial has started`,
            paragraphs: [
              `Thank you for choosing the ${plan} plan. Its limits are yours from now on.`,
              `Your free trial runs until ${date}. After that, ${price} a month is charged unless you cancel before then.`,
            ],
          }
        : {
            subject: `Your Qamar ${plan} subscription has started`,
            paragraphs: [
              `Thank you for choosing the ${plan} plan. Its limits are yours from now on.`,
              `Your subscription renews on ${date} at ${price} a month. You can cancel at any time.`,
            ],
          },
    ar: ({ plan, date, price, trialing }) =>
      trialing
        ? {
            subject: `بدأت فترتك التجريبية لخطة ${plan} في قمر`,
            paragraphs: [
              `شكرًا لاختيارك خطة ${plan}، فمزاياها متاحة لك من الآن.`,
              `تستمر فترتك التجريبية المجانية حتى ${date}، وبعدها يُحتسب ${price} شهريًا ما لم تُلغِ الاشتراك قبل ذلك.`,
            ],
          }
        : {
            subject: `بدأ اشتراكك في خطة ${plan} في قمر`,
            paragraphs: [
              `شكرًا لاختيارك خطة ${plan}، فمزاياها متاحة لك من الآن.`,
              `يتجدّد اشتراكك في ${date} بسعر ${price} شهريًا، ويمكنك إلغاؤه متى شئت.`,
            ],
          },
  },
  trialEnding: {
    en: ({ plan, date, price }) => ({
      subject: 'Your Qamar free trial ends in 2 days',
      paragraphs: [
        `Your free trial of the ${plan} plan ends on ${date}. From then, ${price} a month is charged to the card you gave.`,
        'If you would rather not go on, cancel before that date on your subscription page: nothing will be charged.',
      ],
    }),
    ar: ({ plan, date, price }) => ({
      subject: 'تنتهي فترتك التجريبية في قمر بعد يومين',
      paragraphs: [
        `تنتهي الفترة التجريبية المجانية لخطة ${plan} في ${date}، وبعدها يُحتسب ${price} شهريًا على البطاقة التي أدخلتها.`,
        'إن لم ترغب في الاستمرار، ألغِ الاشتراك قبل هذا التاريخ من صفحة اشتراكك، ولن يُحتسب عليك شيء.',
      ],
    }),
  },
  paymentFailed: {
    en: ({ plan, date }) => ({
      subject: 'We could not take your Qamar payment',
      paragraphs: [
        `The payment for your ${plan} plan did not go through.`,
        `Your plan's limits stay until ${date} while you update your payment method. After that your account returns to the Starter plan; everything you made stays yours.`,
      ],
    }),
    ar: ({ plan, date }) => ({
      subject: 'تعذّر تحصيل دفعتك في قمر',
      paragraphs: [
        `لم تتمّ دفعة خطة ${plan}.`,
        `تبقى مزايا خطتك متاحة حتى ${date} ريثما تُحدِّث وسيلة الدفع، وبعد ذلك يعود حسابك إلى خطة المبتدئ، ويبقى لك كل ما أنشأته.`,
      ],
    }),
  },
  ended: {
    en: ({ plan, amount, refunded }) => ({
      subject: `Your Qamar ${plan} subscription has ended`,
      paragraphs: [
        ...(refunded
          ? [`We have refunded your payment of ${amount}; it reaches your card within a few days.`]
          : []),
        "Your account is back on the Starter plan. Every story, character and place you made stays readable; creating beyond Starter's limits needs a plan again.",
        'You can subscribe again at any time.',
      ],
    }),
    ar: ({ plan, amount, refunded }) => ({
      subject: `انتهى اشتراكك في خطة ${plan} في قمر`,
      paragraphs: [
        ...(refunded ? [`أعدنا إليك مبلغ ${amount}، ويصل إلى بطاقتك خلال أيام قليلة.`] : []),
        'عاد حسابك إلى خطة المبتدئ. تبقى كل القصص والشخصيات والأماكن التي أنشأتها متاحة للقراءة، أما الإنشاء بما يتجاوز حدود خطة المبتدئ فيحتاج إلى خطة من جديد.',
        'يمكنك الاشتراك مرة أخرى متى شئت.',
      ],
    }),
  },
};

const frame: Record<
  Language,
  { greeting: (name: string) => string; manage: string; plans: string; signature: string }
> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    manage: 'Manage my subscription',
    plans: 'See the plans',
    signature: 'Sweet dreams,\nThe Qamar team',
  },
  ar: {
    greeting: (name) => `مرحبًا ${name}،`,
    manage: 'إدارة اشتراكي',
    plans: 'عرض الخطط',
    signature: 'أحلامًا سعيدة،\nفريق قمر',
  },
};

/** A billing email, bilingual (the reader's language first), with a button to the page that helps. */
export function billingEmail(
  kind: BillingEmailKind,
  facts: BillingEmailFacts,
  publicUrl: string,
): MailMessage {
  const copy = (language: Language): EmailCopy => {
    const said = words[kind][language]({
      plan: plans[facts.plan].displayName[language],
      date: facts.date ? formatResetDate(facts.date, language) : '',
      price: formatUsd(plans[facts.plan].priceUsdMonthly),
      amount: formatUsd((facts.refundedCents ?? 0) / 100),
      refunded: facts.refundedCents !== null,
      trialing: facts.trialing,
    });
    const action =
      kind === 'ended'
        ? { label: frame[language].plans, url: appLink(publicUrl, language, '/subscription') }
        : {
            label: frame[language].manage,
            url: appLink(publicUrl, language, '/subscription-management'),
          };
    return {
      subject: said.subject,
      greeting: frame[language].greeting(facts.name),
      paragraphs: said.paragraphs,
      action,
      signature: frame[language].signature,
    };
  };
  return bilingualEmail(facts.to, facts.language, { en: copy('en'), ar: copy('ar') });
}
