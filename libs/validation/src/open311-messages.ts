/** The Open311 API's refusals (English is what a GeoReport client reads) and the keys' admin texts. */
export const open311Messages = {
  open311KeyNameRequired: { en: 'Client name is required', hi: 'क्लाइंट का नाम आवश्यक है' },
  open311KeyRevoked: { en: 'API key revoked', hi: 'API कुंजी रद्द की गई' },
  open311KeyInvalid: {
    en: 'Invalid api_key received: the request was not filed',
    hi: 'अमान्य API कुंजी प्राप्त हुई: अनुरोध दर्ज नहीं किया गया',
  },
  open311ServiceUnknown: { en: 'Unknown service_code', hi: 'अज्ञात सेवा कोड' },
  open311LocationRequired: {
    en: 'A location is required: attribute[district] or an address_string naming a district',
    hi: 'स्थान आवश्यक है: ज़िले की विशेषता भेजें, या ऐसा पता जिसमें ज़िले का नाम हो',
  },
  open311FormEncodingRequired: {
    en: 'Send the request as application/x-www-form-urlencoded',
    hi: 'अनुरोध फ़ॉर्म-एन्कोडेड रूप में भेजें',
  },
  open311JurisdictionUnknown: { en: 'Unknown jurisdiction_id', hi: 'अज्ञात क्षेत्राधिकार' },
  open311TokenUnknown: { en: 'Unknown token', hi: 'अज्ञात टोकन' },
} as const;
