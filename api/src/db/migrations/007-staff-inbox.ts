import type { Knex } from 'knex';

export const name = '007-staff-inbox';

/**
 * The staff notification bell: one "seen up to" time per user. Events themselves are derived
 * from request_history and requests, so there is nothing else to keep in step.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('staff_inbox_marks', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // Starter remarks for the staff remarks dialog (GET /api/response-templates lists templates not
  // bound to a notification event). Admins edit or retire them like any other template.
  await knex('message_templates').insert(STAFF_RESPONSE_TEMPLATES);
}

export async function down(knex: Knex): Promise<void> {
  await knex('message_templates').where({ category: STAFF_RESPONSE_CATEGORY }).delete();
  await knex.schema.dropTable('staff_inbox_marks');
}

const STAFF_RESPONSE_CATEGORY = 'staff-response';

const template = (title: string, titleHi: string, content: string, contentHi: string) => ({
  type: 'sms',
  category: STAFF_RESPONSE_CATEGORY,
  title,
  titleHi,
  content,
  contentHi,
  language: 'both',
  isActive: true,
});

export const STAFF_RESPONSE_TEMPLATES = [
  template(
    'Forwarded to the department',
    'विभाग को अग्रेषित',
    'Dear {{name}}, your request {{requestId}} has been checked and sent to the concerned department for action.',
    'प्रिय {{name}}, आपके अनुरोध {{requestId}} की जाँच कर इसे कार्रवाई हेतु संबंधित विभाग को भेज दिया गया है।',
  ),
  template(
    'Work completed',
    'कार्य पूर्ण',
    'Dear {{name}}, the work on your request {{requestId}} ({{title}}) has been completed.',
    'प्रिय {{name}}, आपके अनुरोध {{requestId}} ({{title}}) पर कार्य पूर्ण हो गया है।',
  ),
  template(
    'Duplicate request',
    'दोहराया गया अनुरोध',
    'Request {{requestId}} repeats an earlier request on the same issue, which is already being handled.',
    'अनुरोध {{requestId}} उसी विषय पर पहले दर्ज अनुरोध को दोहराता है, जिस पर पहले से कार्रवाई हो रही है।',
  ),
  template(
    'Outside this office',
    'इस कार्यालय के क्षेत्र से बाहर',
    'Request {{requestId}} concerns a matter outside this office. Please contact the district administration.',
    'अनुरोध {{requestId}} इस कार्यालय के क्षेत्र से बाहर का विषय है। कृपया ज़िला प्रशासन से संपर्क करें।',
  ),
];
