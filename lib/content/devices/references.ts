import type { Reference } from './types';

/** Literature references cited by more than one device page. */

export const PIBAROT_2006: Reference = {
  authors: 'Pibarot P, Dumesnil JG.',
  title: 'Prosthesis-patient mismatch: definition, clinical impact, and prevention',
  source: 'Heart. 2006;92(8):1022-1029',
  year: 2006,
};

export const VAHANIAN_2022_ESC_EACTS: Reference = {
  authors: 'Vahanian A, Beyersdorf F, Praz F, et al.',
  title: '2021 ESC/EACTS Guidelines for the management of valvular heart disease',
  source: 'Eur Heart J. 2022;43(7):561-632',
  year: 2022,
};

export const OTTO_2021_ACC_AHA: Reference = {
  authors: 'Otto CM, Nishimura RA, Bonow RO, et al.',
  title: '2020 ACC/AHA Guideline for the Management of Patients With Valvular Heart Disease',
  source: 'Circulation. 2021;143(5):e72-e227',
  year: 2021,
};

export const RAHIMTOOLA_1978: Reference = {
  authors: 'Rahimtoola SH.',
  title: 'The problem of valve prosthesis-patient mismatch',
  source: 'Circulation. 1978;58(1):20-24',
  year: 1978,
};

export const RANKIN_2018: Reference = {
  authors: 'Rankin JS, Mazzitelli D, Fischlein T, et al.',
  title:
    'Geometric Ring Annuloplasty for Aortic Valve Repair During Aortic Aneurysm Surgery: Two-Year Clinical Trial Results',
  source: 'Innovations (Phila). 2018;13(4):248-253',
  year: 2018,
};

export const LABORDE_2016: Reference = {
  authors: 'Laborde F, Fischlein T, Hakim-Meibodi K, et al.',
  title:
    'Clinical and haemodynamic outcomes in 658 patients receiving the Perceval sutureless aortic valve: early results from a prospective European multicentre study (the Cavalier Trial)',
  source: 'Eur J Cardiothorac Surg. 2016;49(3):978-986',
  year: 2016,
};

export const FISCHLEIN_2021: Reference = {
  authors: 'Fischlein T, Folliguet T, Meuris B, et al.',
  title:
    'Sutureless versus conventional bioprostheses for aortic valve replacement in severe symptomatic aortic valve stenosis',
  source: 'J Thorac Cardiovasc Surg. 2021;161(3):920-932',
  year: 2021,
};

export const ENGELMAN_2019: Reference = {
  authors: 'Engelman DT, Ben Ali W, Williams JB, et al.',
  title:
    'Guidelines for Perioperative Care in Cardiac Surgery: Enhanced Recovery After Surgery Society Recommendations',
  source: 'JAMA Surg. 2019;154(8):755-766',
  year: 2019,
};

export const CARPENTIER_1983: Reference = {
  authors: 'Carpentier A.',
  title: 'Cardiac valve surgery—the ‘French correction’',
  source: 'J Thorac Cardiovasc Surg. 1983;86(3):323-337',
  year: 1983,
};

export const CARPENTIER_2010: Reference = {
  authors: 'Carpentier A, Adams DH, Filsoufi F.',
  title: 'Carpentier’s Reconstructive Valve Surgery',
  source: 'Saunders Elsevier, 2010',
  year: 2010,
};

export const DAVID_2013: Reference = {
  authors: 'David TE, Armstrong S, McCrindle BW, Manhiolt C.',
  title: 'Late outcomes of mitral valve repair for mitral regurgitation due to degenerative disease',
  source: 'Circulation. 2013;127(14):1485-1492',
  year: 2013,
};

export const SALGO_2002: Reference = {
  authors: 'Salgo IS, Gorman JH 3rd, Gorman RC, et al.',
  title: 'Effect of annular shape on leaflet curvature in reducing mitral leaflet stress',
  source: 'Circulation. 2002;106(6):711-717',
  year: 2002,
};

export const JENSEN_2008: Reference = {
  authors: 'Jensen MO, Jensen H, Smerup M, et al.',
  title: 'Saddle-shaped mitral valve annuloplasty rings experience lower forces compared with flat rings',
  source: 'Circulation. 2008;118(14 Suppl):S250-S255',
  year: 2008,
};

export const RYAN_2008: Reference = {
  authors: 'Ryan LP, Jackson BM, Hamamoto H, et al.',
  title: 'The influence of annuloplasty ring geometry on mitral leaflet curvature',
  source: 'Ann Thorac Surg. 2008;86(3):749-760',
  year: 2008,
};
