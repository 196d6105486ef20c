/** The media library's facets and their values, as requirements §3 lists them (value) with the label a visitor reads. */
export const mediaFacets = {
  topic: {
    label: 'Topic',
    values: {
      surgical_procedure: 'Surgical procedure',
      patient_testimonial: 'Patient perspective',
      surgeon_testimonial: 'Surgeon perspective',
      product_information: 'Product information',
      webinar: 'Webinar',
    },
  },
  device: {
    label: 'Device',
    values: {
      perceval_platform: 'Perceval platform',
      memo_platform: 'Memo platform',
      haart: 'HAART',
      carbomedics_top_hat: 'Carbomedics Top Hat',
      sovering: 'Sovering',
      sovering_tricuspid_band: 'Sovering tricuspid band',
    },
  },
  approach: {
    label: 'Approach',
    values: {
      full_sternotomy: 'Full sternotomy',
      mini_sternotomy: 'Mini-sternotomy',
      trans_axillary: 'Trans-axillary',
      endoscopic: 'Endoscopic',
      right_mini_thoracotomy: 'Right mini-thoracotomy',
    },
  },
  procedure: {
    label: 'Procedure',
    values: {
      aortic_valve_repair: 'Aortic valve repair',
      aortic_valve_replacement: 'Aortic valve replacement',
      aortic_valve_replacement_plus_cabg: 'AVR + CABG',
      aortic_valve_replacement_plus_mitral_valve_replacement: 'AVR + mitral valve replacement',
      mitral_valve_repair: 'Mitral valve repair',
      tricuspid_valve_repair: 'Tricuspid valve repair',
    },
  },
  product: {
    label: 'Product',
    values: {
      aortic: 'Aortic',
      mitral: 'Mitral',
      minimally_invasive_instruments: 'Minimally invasive instruments',
      tricuspid: 'Tricuspid',
    },
  },
  product_feature: {
    label: 'Product feature',
    values: {
      sutureless: 'Sutureless',
      rechord_system: 'RECHORD system',
    },
  },
} as const;

export type FacetName = keyof typeof mediaFacets;
export type FacetValue<F extends FacetName> = keyof (typeof mediaFacets)[F]['values'] & string;
export const facetNames = Object.keys(mediaFacets) as FacetName[];
