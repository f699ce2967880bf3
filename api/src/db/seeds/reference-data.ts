/** Reference data from spec §3 Options and §6 Roles, with Hindi labels. */

export interface RoleSeed {
  name: string;
  displayName: string;
  displayNameHi: string;
  escalationLevel: number;
  isSystem?: boolean;
  description: string;
}

// escalation_level: 0 no authority, 1 department officers, 2 district level, 3 administrative,
// 4-5 console administrators (docs/decisions/0043-request-scope-and-authority-levels.md).
export const ROLE_SEEDS: RoleSeed[] = [
  { name: 'super_admin', displayName: 'Super Admin', displayNameHi: 'सुपर एडमिन', escalationLevel: 5, isSystem: true, description: 'Full control of the portal' },
  { name: 'admin', displayName: 'Administrator', displayNameHi: 'प्रशासक', escalationLevel: 4, isSystem: true, description: 'Manages requests, users and content' },
  { name: 'citizen', displayName: 'Citizen', displayNameHi: 'नागरिक', escalationLevel: 0, isSystem: true, description: 'Submits and tracks own requests' },
  { name: 'staff', displayName: 'Staff', displayNameHi: 'कर्मचारी', escalationLevel: 0, description: 'Office staff reviewing requests' },
  { name: 'minister_staff', displayName: 'Staff of Minister', displayNameHi: 'मंत्री के कर्मचारी', escalationLevel: 0, description: 'Assigns pending requests to officials' },
  { name: 'staff_minister', displayName: 'Minister Staff', displayNameHi: 'मंत्री कर्मचारी', escalationLevel: 0, description: 'Staff of the minister' },
  { name: 'data_analyst', displayName: 'Data Analyst', displayNameHi: 'डेटा विश्लेषक', escalationLevel: 0, description: 'Reads reports' },
  { name: 'government_official', displayName: 'Government Official', displayNameHi: 'सरकारी अधिकारी', escalationLevel: 1, description: 'Department officer' },
  { name: 'booth_official', displayName: 'Booth Official', displayNameHi: 'बूथ अधिकारी', escalationLevel: 1, description: 'Booth-level officer' },
  { name: 'mandal_president', displayName: 'Mandal President', displayNameHi: 'मंडल अध्यक्ष', escalationLevel: 1, description: 'Mandal-level representative' },
  { name: 'dfo', displayName: 'DFO', displayNameHi: 'वन मंडल अधिकारी', escalationLevel: 1, description: 'Divisional Forest Officer' },
  { name: 'district_admin', displayName: 'District Administrator', displayNameHi: 'ज़िला प्रशासक', escalationLevel: 2, description: 'District administration' },
  { name: 'ceo_district_panchayat', displayName: 'CEO District Panchayat', displayNameHi: 'मुख्य कार्यपालन अधिकारी, ज़िला पंचायत', escalationLevel: 2, description: 'District panchayat' },
  { name: 'sp', displayName: 'SP', displayNameHi: 'पुलिस अधीक्षक', escalationLevel: 2, description: 'Superintendent of Police' },
  { name: 'collector', displayName: 'Collector', displayNameHi: 'कलेक्टर', escalationLevel: 2, description: 'District Collector' },
  { name: 'principal_secretary', displayName: 'Principal Secretary', displayNameHi: 'प्रमुख सचिव', escalationLevel: 3, description: 'State administration' },
];

export interface RequestTypeSeed {
  name: string;
  displayName: string;
  displayNameHi: string;
  department: string;
  departmentHi: string;
  /** 'public': things in the street, publishable when the citizen opts in; 'private': about a person, never published. */
  visibility: 'public' | 'private';
}

export const REQUEST_TYPE_SEEDS: RequestTypeSeed[] = [
  { name: 'public-services', displayName: 'Public Services', displayNameHi: 'जन सेवाएँ', department: 'General Administration', departmentHi: 'सामान्य प्रशासन विभाग', visibility: 'private' },
  { name: 'infrastructure', displayName: 'Infrastructure', displayNameHi: 'बुनियादी ढाँचा', department: 'Public Works Department', departmentHi: 'लोक निर्माण विभाग', visibility: 'public' },
  { name: 'health', displayName: 'Health', displayNameHi: 'स्वास्थ्य', department: 'Health Department', departmentHi: 'स्वास्थ्य विभाग', visibility: 'private' },
  { name: 'education', displayName: 'Education', displayNameHi: 'शिक्षा', department: 'School Education Department', departmentHi: 'स्कूल शिक्षा विभाग', visibility: 'private' },
  { name: 'welfare', displayName: 'Welfare', displayNameHi: 'कल्याण', department: 'Social Justice Department', departmentHi: 'सामाजिक न्याय विभाग', visibility: 'private' },
  { name: 'agriculture-rural', displayName: 'Agriculture & Rural Development', displayNameHi: 'कृषि एवं ग्रामीण विकास', department: 'Agriculture Department', departmentHi: 'कृषि विभाग', visibility: 'private' },
  { name: 'transport-roads', displayName: 'Transport & Roads', displayNameHi: 'परिवहन एवं सड़कें', department: 'Transport Department', departmentHi: 'परिवहन विभाग', visibility: 'public' },
  { name: 'water-supply', displayName: 'Water Supply', displayNameHi: 'जल आपूर्ति', department: 'Public Health Engineering Department', departmentHi: 'लोक स्वास्थ्य यांत्रिकी विभाग', visibility: 'public' },
  { name: 'electricity', displayName: 'Electricity', displayNameHi: 'बिजली', department: 'Electricity Distribution Company', departmentHi: 'विद्युत वितरण कंपनी', visibility: 'public' },
  { name: 'employment', displayName: 'Employment', displayNameHi: 'रोज़गार', department: 'Employment Department', departmentHi: 'रोज़गार विभाग', visibility: 'private' },
  { name: 'other', displayName: 'Other', displayNameHi: 'अन्य', department: 'General Administration', departmentHi: 'सामान्य प्रशासन विभाग', visibility: 'private' },
];

export interface LocationSeed {
  code: string;
  type: 'state' | 'district' | 'constituency' | 'mandal';
  name: string;
  nameHi: string;
  parentCode: string | null;
}

// District codes are the form values of spec §3 (raisen...); a Vidhan Sabha's code is
// '<district>:<value>' because 'vidisha' names both a district and a constituency.
export const LOCATION_SEEDS: LocationSeed[] = [
  { code: 'mp', type: 'state', name: 'Madhya Pradesh', nameHi: 'मध्य प्रदेश', parentCode: null },
  { code: 'raisen', type: 'district', name: 'Raisen', nameHi: 'रायसेन', parentCode: 'mp' },
  { code: 'vidisha', type: 'district', name: 'Vidisha', nameHi: 'विदिशा', parentCode: 'mp' },
  { code: 'sehore', type: 'district', name: 'Sehore', nameHi: 'सीहोर', parentCode: 'mp' },
  { code: 'dewas', type: 'district', name: 'Dewas', nameHi: 'देवास', parentCode: 'mp' },
  { code: 'raisen:bhojpur', type: 'constituency', name: 'Bhojpur', nameHi: 'भोजपुर', parentCode: 'raisen' },
  { code: 'raisen:sanchi', type: 'constituency', name: 'Sanchi', nameHi: 'सांची', parentCode: 'raisen' },
  { code: 'raisen:silwani', type: 'constituency', name: 'Silwani', nameHi: 'सिलवानी', parentCode: 'raisen' },
  { code: 'vidisha:vidisha', type: 'constituency', name: 'Vidisha', nameHi: 'विदिशा', parentCode: 'vidisha' },
  { code: 'vidisha:basoda', type: 'constituency', name: 'Basoda', nameHi: 'बासौदा', parentCode: 'vidisha' },
  { code: 'sehore:budhni', type: 'constituency', name: 'Budhni', nameHi: 'बुधनी', parentCode: 'sehore' },
  { code: 'sehore:ichhawar', type: 'constituency', name: 'Ichhawar', nameHi: 'इछावर', parentCode: 'sehore' },
  { code: 'dewas:khategaon', type: 'constituency', name: 'Khategaon', nameHi: 'खातेगांव', parentCode: 'dewas' },
];
