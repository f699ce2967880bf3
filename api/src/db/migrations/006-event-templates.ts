/**
 * The templates migration 006 inserts: one row per event and channel, language 'both' (content in
 * English, contentHi in Hindi). Data of a shipped migration: edit templates in the database, not here.
 * Placeholders: {{name}} {{requestId}} {{remarks}} {{response}} {{level}} {{requestCode}}.
 */
interface TemplateSeed {
  event: string;
  type: 'sms' | 'email';
  category: string;
  title: string;
  titleHi: string;
  content: string;
  contentHi: string;
  language: 'both';
}

const both = (event: string, type: 'sms' | 'email', title: string, titleHi: string, content: string, contentHi: string): TemplateSeed => ({
  event, type, category: `event:${event}`, title, titleHi, content, contentHi, language: 'both',
});

const SIGNATURE = { en: '\n\nCitizen Connect', hi: '\n\nसिटीज़न कनेक्ट' };

export const EVENT_TEMPLATE_SEEDS: TemplateSeed[] = [
  both('received', 'sms', 'Request received', 'अनुरोध प्राप्त',
    'Dear {{name}}, your request {{requestId}} has been received. We will keep you informed.',
    'प्रिय {{name}}, आपका अनुरोध {{requestId}} प्राप्त हो गया है। हम आपको सूचित करते रहेंगे।'),
  both('received', 'email', 'Request {{requestId}} received', 'अनुरोध {{requestId}} प्राप्त हुआ',
    `Dear {{name}},\n\nyour request {{requestId}} has been received. You can follow it with this number.${SIGNATURE.en}`,
    `प्रिय {{name}},\n\nआपका अनुरोध {{requestId}} प्राप्त हो गया है। इस संख्या से आप इसकी स्थिति देख सकते हैं।${SIGNATURE.hi}`),
  both('forwarded', 'sms', 'Request forwarded', 'अनुरोध अग्रेषित',
    'Dear {{name}}, your request {{requestId}} has been forwarded to the concerned authority.',
    'प्रिय {{name}}, आपका अनुरोध {{requestId}} संबंधित अधिकारी को अग्रेषित कर दिया गया है।'),
  both('forwarded', 'email', 'Request {{requestId}} forwarded', 'अनुरोध {{requestId}} अग्रेषित',
    `Dear {{name}},\n\nyour request {{requestId}} has been approved and forwarded to the concerned authority.\n\n{{remarks}}${SIGNATURE.en}`,
    `प्रिय {{name}},\n\nआपका अनुरोध {{requestId}} स्वीकृत कर संबंधित अधिकारी को अग्रेषित कर दिया गया है।\n\n{{remarks}}${SIGNATURE.hi}`),
  both('assigned', 'sms', 'Request assigned', 'अनुरोध सौंपा गया',
    'Dear {{name}}, work on your request {{requestId}} has started.',
    'प्रिय {{name}}, आपके अनुरोध {{requestId}} पर कार्य शुरू हो गया है।'),
  both('assigned', 'email', 'Work started on request {{requestId}}', 'अनुरोध {{requestId}} पर कार्य शुरू',
    `Dear {{name}},\n\nyour request {{requestId}} has been assigned to an official and work has started.${SIGNATURE.en}`,
    `प्रिय {{name}},\n\nआपका अनुरोध {{requestId}} एक अधिकारी को सौंप दिया गया है और कार्य शुरू हो गया है।${SIGNATURE.hi}`),
  both('rejected', 'sms', 'Request rejected', 'अनुरोध अस्वीकृत',
    'Dear {{name}}, your request {{requestId}} was rejected: {{remarks}}',
    'प्रिय {{name}}, आपका अनुरोध {{requestId}} अस्वीकृत किया गया: {{remarks}}'),
  both('rejected', 'email', 'Request {{requestId}} rejected', 'अनुरोध {{requestId}} अस्वीकृत',
    `Dear {{name}},\n\nyour request {{requestId}} was rejected.\n\nRemark: {{remarks}}${SIGNATURE.en}`,
    `प्रिय {{name}},\n\nआपका अनुरोध {{requestId}} अस्वीकृत किया गया।\n\nटिप्पणी: {{remarks}}${SIGNATURE.hi}`),
  both('resolved', 'sms', 'Request resolved', 'अनुरोध का समाधान',
    'Dear {{name}}, your request {{requestId}} has been resolved: {{response}}',
    'प्रिय {{name}}, आपके अनुरोध {{requestId}} का समाधान हो गया है: {{response}}'),
  both('resolved', 'email', 'Request {{requestId}} resolved', 'अनुरोध {{requestId}} का समाधान',
    `Dear {{name}},\n\nyour request {{requestId}} has been resolved.\n\nResponse: {{response}}${SIGNATURE.en}`,
    `प्रिय {{name}},\n\nआपके अनुरोध {{requestId}} का समाधान हो गया है।\n\nउत्तर: {{response}}${SIGNATURE.hi}`),
  both('escalated', 'sms', 'Request escalated', 'अनुरोध आगे बढ़ाया गया',
    'Dear {{name}}, your request {{requestId}} was not resolved in time and has been escalated to level {{level}}.',
    'प्रिय {{name}}, आपके अनुरोध {{requestId}} का समय पर समाधान नहीं हुआ, इसलिए इसे स्तर {{level}} पर भेजा गया है।'),
  both('escalated', 'email', 'Request {{requestId}} escalated', 'अनुरोध {{requestId}} आगे बढ़ाया गया',
    `Dear {{name}},\n\nyour request {{requestId}} was not resolved within its service time and has been escalated to level {{level}}.${SIGNATURE.en}`,
    `प्रिय {{name}},\n\nआपके अनुरोध {{requestId}} का निर्धारित समय में समाधान नहीं हुआ, इसलिए इसे स्तर {{level}} पर भेजा गया है।${SIGNATURE.hi}`),
  both('deletion_requested', 'email', 'Data deletion request {{requestCode}}', 'डेटा हटाने का अनुरोध {{requestCode}}',
    `We have received your request to delete your data (reference {{requestCode}}). Account access is disabled immediately; personal data is removed within 7 days and fully within 30 days.${SIGNATURE.en}`,
    `आपके डेटा को हटाने का अनुरोध (संदर्भ {{requestCode}}) हमें प्राप्त हो गया है। खाते की पहुँच तुरंत बंद कर दी जाती है; व्यक्तिगत डेटा 7 दिनों में और पूरा डेटा 30 दिनों में हटा दिया जाएगा।${SIGNATURE.hi}`),
];
