/**
 * Support requests of logged-in customers (`routes.supportRequest`, docs/product/my-data.md §7 support, §5 support
 * form): name, topic, text and a valid e-mail are required; the request gets a reference and the
 * customer a confirmation e-mail naming it. A repeated idempotency key gets the first answer, so
 * a retry after a lost answer does not send the request twice. A server error (e.g. an injected
 * fault) answers an `error_id` the customer can quote on the phone.
 */
import { randomBytes } from 'node:crypto';
import { isValidEmail } from '@mein-konto/schema/rules/email';
import { errorKey } from '@mein-konto/schema/upstream/common';
import { supportTopic, type customerService } from '@mein-konto/schema/upstream/customer';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import { IdempotentAnswers } from '../../kernel/idempotency.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { customerStates } from './context.ts';
import { sendSupportRequestMail } from './mails.ts';

/** The longest text the service takes. */
const MAX_SUPPORT_TEXT = 5000;

const FIELD_TEXT = {
  name: 'Bitte geben Sie Ihren Namen ein.',
  topic: 'Bitte wählen Sie ein Thema.',
  text: 'Bitte schreiben Sie uns Ihr Anliegen.',
  textTooLong: `Ihre Nachricht darf höchstens ${String(MAX_SUPPORT_TEXT)} Zeichen lang sein.`,
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
} as const;

export function supportHandlers(kernel: Kernel) {
  const { sessions } = customerStates(kernel);
  const answers = kernel.state(IdempotentAnswers);

  return {
    supportRequest: ({ request, body, market }) => {
      const { customer } = sessions.require(request);
      const fieldErrors: { key: string; field: string; detail: string }[] = [];
      const add = (field: string, detail: string) => fieldErrors.push({ key: errorKey('bad_request'), field, detail });
      if (body.name.trim() === '') add('name', FIELD_TEXT.name);
      if (!supportTopic.safeParse(body.topic).success) add('topic', FIELD_TEXT.topic);
      if (body.text.trim() === '') add('text', FIELD_TEXT.text);
      else if ([...body.text].length > MAX_SUPPORT_TEXT) add('text', FIELD_TEXT.textTooLong);
      if (!isValidEmail(body.email.trim())) add('email', FIELD_TEXT.email);
      if (fieldErrors.length > 0)
        throw new UpstreamError(400, 'bad_request', { detail: 'invalid support request', field_errors: fieldErrors });

      return answers.answer(request, `support:${customer.customerNumber}`, () => {
        const requestId = `A-${randomBytes(4).toString('hex').toUpperCase()}`;
        sendSupportRequestMail(kernel, customer, body.email.trim(), requestId, market);
        return { request_id: requestId, created_at: kernel.clock.now().toISOString() };
      });
    },
  } satisfies Partial<ServiceHandlers<typeof customerService>>;
}
