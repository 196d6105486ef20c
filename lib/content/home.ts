/** Copy of the home page; the page itself only lays it out. */
export const homeContent = {
  title: 'Corcym | Heart valve surgery, one patient at a time',
  description:
    'Corcym designs and manufactures aortic and mitral heart valves, repair rings and minimally invasive instruments for cardiac surgeons worldwide.',
  tags: 'home, Corcym, heart valves, aortic valve, mitral valve, annuloplasty, sutureless, Perceval, Memo 4D, structural heart surgery',
  hero: {
    eyebrow: 'Structural heart surgery',
    title: 'Heart valve surgery, one patient at a time',
    lead: 'Corcym is dedicated entirely to the surgical treatment of heart valve disease. We design and make aortic and mitral valves, repair rings and instruments, and we train the teams who use them.',
    primary: { label: 'Explore our devices', href: '/devices' },
    secondary: { label: 'About Corcym', href: '/about' },
  },
  families: {
    title: 'Three device families',
    lead: 'Each family is built around the needs of a specific kind of operation, from full sternotomy to minimally invasive approaches.',
    items: [
      {
        title: 'Aortic',
        text: 'Sutureless, stentless and stented tissue valves, mechanical valves, valved conduits and aortic repair rings.',
        href: '/devices/aortic',
      },
      {
        title: 'Mitral',
        text: 'Annuloplasty rings for mitral repair, including a semi-rigid ring with a chordal guiding system, and mitral replacement valves.',
        href: '/devices/mitral',
      },
      {
        title: 'Minimally invasive instruments',
        text: 'Retractors, knot pushers and accessories designed for operating through small incisions.',
        href: '/devices/miami-instruments',
      },
    ],
  },
  audiences: {
    title: 'Where would you like to start?',
    items: [
      {
        title: 'Patients and caregivers',
        text: 'Plain-language information about aortic and mitral valve disease, its treatment and recovery, in seven languages.',
        href: '/patients-and-caregivers-other-countries',
        label: 'Read patient information',
      },
      {
        title: 'Healthcare professionals',
        text: 'Operative instructions, CT scan planning, enhanced recovery pathways and support for investigator initiated research.',
        href: '/education',
        label: 'Resources for professionals',
      },
    ],
  },
  academy: {
    title: 'Corcym Academy',
    text: 'Online courses and hands-on programmes help surgical teams adopt sutureless aortic valve replacement, mitral and aortic repair, and minimally invasive approaches.',
    href: '/academy/get-started',
    label: 'Discover the academy',
  },
  commitment: {
    title: 'Focused on one field',
    text: 'Since becoming an independent company in 2021, Corcym has put all of its engineering, manufacturing and training effort into structural heart surgery, building on a heritage in heart valves that goes back to Sorin.',
    href: '/about',
    label: 'Our story and values',
  },
  disclaimer:
    'The information on this website is for general information only. It is not medical advice; please talk to your doctor about your own situation. Product availability and indications vary by country.',
} as const;
