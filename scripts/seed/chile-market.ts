/**
 * The real names of the Chilean market the sample catalogue uses: isapres (spec 02 §2.2), insurers and
 * the clinics of spec 01 §2. Products, prices and coverages built on them are invented sample data.
 */

export interface IsapreInfo {
  code: string;
  name: string;
  url: string;
  open: boolean;
  qpcl: string[];
  gesUf: number;
  lines: string[];
}

export const ISAPRES: IsapreInfo[] = [
  {
    code: 'ISA-BANMEDICA',
    name: 'Banmédica',
    url: 'Banmedica',
    open: true,
    qpcl: ['QPCL-1'],
    gesUf: 0.62,
    lines: ['Vital', 'Plus', 'Clásico', 'Preferente'],
  },
  {
    code: 'ISA-COLMENA',
    name: 'Colmena',
    url: 'Colmena',
    open: true,
    qpcl: ['QPCL-1'],
    gesUf: 0.58,
    lines: ['Golden', 'Compacto', 'Pleno', 'Élite'],
  },
  {
    code: 'ISA-CONSALUD',
    name: 'Consalud',
    url: 'Consalud',
    open: true,
    qpcl: ['QPCL-2'],
    gesUf: 0.55,
    lines: ['Óptimo', 'Referente', 'Familiar', 'Vida'],
  },
  {
    code: 'ISA-CRUZBLANCA',
    name: 'Cruz Blanca',
    url: 'Cruz-Blanca',
    open: true,
    qpcl: ['QPCL-3'],
    gesUf: 0.6,
    lines: ['Flex', 'Max', 'Salud Total', 'Pro'],
  },
  {
    code: 'ISA-NUEVAMASVIDA',
    name: 'Nueva Masvida',
    url: 'Nueva-Mas-Vida',
    open: true,
    qpcl: [],
    gesUf: 0.52,
    lines: ['Sumo', 'Clave', 'Mayor', 'Libre'],
  },
  {
    code: 'ISA-VIDATRES',
    name: 'Vida Tres',
    url: 'Vida-Tres',
    open: true,
    qpcl: [],
    gesUf: 0.65,
    lines: ['Tres', 'Integral', 'Selecto'],
  },
  {
    code: 'ISA-ESENCIAL',
    name: 'Esencial',
    url: 'Esencial',
    open: true,
    qpcl: [],
    gesUf: 0.5,
    lines: ['Esencial', 'Base', 'Activo'],
  },
  {
    code: 'ISA-FUNDACION',
    name: 'Fundación',
    url: 'Fundacion',
    open: false,
    qpcl: [],
    gesUf: 0.45,
    lines: ['Fundación'],
  },
  {
    code: 'ISA-CRUZDELNORTE',
    name: 'Cruz del Norte',
    url: 'Cruz-del-Norte',
    open: false,
    qpcl: [],
    gesUf: 0.47,
    lines: ['Norte'],
  },
  {
    code: 'ISA-CHUQUICAMATA',
    name: 'Chuquicamata',
    url: 'Chuquicamata',
    open: false,
    qpcl: [],
    gesUf: 0.44,
    lines: ['Chuqui'],
  },
  {
    code: 'ISA-RIOBLANCO',
    name: 'Río Blanco',
    url: 'Rio-Blanco',
    open: false,
    qpcl: [],
    gesUf: 0.46,
    lines: ['Andina'],
  },
  {
    code: 'ISA-SANLORENZO',
    name: 'San Lorenzo',
    url: 'San-Lorenzo',
    open: false,
    qpcl: [],
    gesUf: 0.43,
    lines: ['San Lorenzo'],
  },
  { code: 'ISA-FUSAT', name: 'Fusat', url: 'Fusat', open: false, qpcl: [], gesUf: 0.44, lines: ['Fusat'] },
];

export interface InsurerInfo {
  code: string;
  name: string;
  url: string;
  /** Families it sells in the sample. */
  families: string[];
}

const HEALTH = ['salud', 'dental', 'vida', 'indemnizacion', 'colectivo', 'accidentes', 'asistencia'];

export const INSURERS: InsurerInfo[] = [
  { code: 'ASE-METLIFE', name: 'MetLife', url: 'MetLife', families: [...HEALTH, 'mascotas'] },
  { code: 'ASE-CONSORCIO', name: 'Consorcio', url: 'Consorcio', families: HEALTH },
  { code: 'ASE-BICEVIDA', name: 'BICE Vida', url: 'BICE-Vida', families: HEALTH },
  { code: 'ASE-SURA', name: 'Seguros SURA', url: 'SURA', families: [...HEALTH, 'mascotas'] },
  { code: 'ASE-ZURICH', name: 'Zurich', url: 'Zurich', families: ['vida', 'accidentes', 'guardia', 'viaje'] },
  { code: 'ASE-HDI', name: 'HDI Seguros', url: 'HDI', families: ['accidentes', 'guardia', 'mascotas', 'viaje'] },
  {
    code: 'ASE-MAPFRE',
    name: 'Mapfre',
    url: 'Mapfre',
    families: ['salud', 'accidentes', 'mascotas', 'viaje', 'guardia'],
  },
  { code: 'ASE-BCI', name: 'BCI Seguros', url: 'BCI-Seguros', families: [...HEALTH, 'mascotas', 'viaje'] },
  { code: 'ASE-CHUBB', name: 'Chubb', url: 'Chubb', families: ['accidentes', 'vida', 'viaje', 'guardia'] },
  { code: 'ASE-VIDASECURITY', name: 'Vida Security', url: 'Vida-Security', families: HEALTH },
  {
    code: 'ASE-FALABELLA',
    name: 'Seguros Falabella',
    url: 'Seguros-Falabella',
    families: ['salud', 'dental', 'vida', 'mascotas', 'asistencia'],
  },
  { code: 'ASE-SOUTHBRIDGE', name: 'Southbridge', url: 'Southbridge', families: ['accidentes', 'guardia', 'mascotas'] },
  { code: 'ASE-LIBERTY', name: 'Liberty Seguros', url: 'Liberty', families: ['accidentes', 'guardia'] },
  { code: 'ASE-EUROAMERICA', name: 'EuroAmerica', url: 'EuroAmerica', families: ['salud', 'vida', 'colectivo'] },
  {
    code: 'ASE-CHILENACONSOLIDADA',
    name: 'Chilena Consolidada',
    url: 'Chilena-Consolidada',
    families: ['salud', 'vida', 'colectivo'],
  },
  {
    code: 'ASE-SANTANDER',
    name: 'Santander Seguros',
    url: 'Santander-Seguros',
    families: ['salud', 'vida', 'accidentes', 'asistencia'],
  },
  { code: 'ASE-PRINCIPAL', name: 'Principal', url: 'Principal', families: ['vida', 'colectivo'] },
  {
    code: 'ASE-BNPCARDIF',
    name: 'BNP Paribas Cardif',
    url: 'BNP-Paribas-Cardif',
    families: ['salud', 'vida', 'indemnizacion', 'asistencia'],
  },
  { code: 'ASE-ASSISTCARD', name: 'Assist Card', url: 'Assist-Card', families: ['viaje', 'asistencia'] },
  {
    code: 'ASE-UNIVERSALASSISTANCE',
    name: 'Universal Assistance',
    url: 'Universal-Assistance',
    families: ['viaje', 'asistencia'],
  },
];

export interface ClinicInfo {
  code: string;
  name: string;
  url: string;
  city: string;
  region: string;
  lat: number;
  lng: number;
  /** Sells its own insurance in the sample. */
  sells: boolean;
}

/** The clinics of spec 01 §2 (their current paths), with approximate locations. */
export const CLINICS: ClinicInfo[] = [
  {
    code: 'CLI-ALEMANA',
    name: 'Clínica Alemana de Santiago',
    url: 'Clinica-Alemana-de-Santiago',
    city: 'Vitacura',
    region: '13',
    lat: -33.3928,
    lng: -70.5731,
    sells: true,
  },
  {
    code: 'CLI-REDSALUD-PROVIDENCIA',
    name: 'Clínica RedSalud Providencia',
    url: 'Clinica-Red-Salud-Providencia',
    city: 'Providencia',
    region: '13',
    lat: -33.4276,
    lng: -70.6172,
    sells: true,
  },
  {
    code: 'CLI-REDSALUD-MAGALLANES',
    name: 'Clínica RedSalud Magallanes',
    url: 'Clinica-Red-Salud-Magallanes',
    city: 'Punta Arenas',
    region: '12',
    lat: -53.1548,
    lng: -70.9113,
    sells: false,
  },
  {
    code: 'CLI-REDSALUD-ELQUI',
    name: 'Clínica RedSalud Elqui',
    url: 'Clinica-Red-Salud-Elqui',
    city: 'La Serena',
    region: '4',
    lat: -29.9045,
    lng: -71.2489,
    sells: false,
  },
  {
    code: 'CLI-INDISA',
    name: 'Clínica Indisa',
    url: 'Clinica-Indisa',
    city: 'Providencia',
    region: '13',
    lat: -33.4295,
    lng: -70.6215,
    sells: true,
  },
  {
    code: 'CLI-SANTAMARIA',
    name: 'Clínica Santa María',
    url: 'Clinica-Santa-Maria',
    city: 'Providencia',
    region: '13',
    lat: -33.4321,
    lng: -70.6315,
    sells: true,
  },
  {
    code: 'CLI-UCCHRISTUS',
    name: 'Red de Salud UC Christus',
    url: 'Centro-Medico-Red-de-Salud-UC-Christus',
    city: 'Santiago',
    region: '13',
    lat: -33.4418,
    lng: -70.6405,
    sells: true,
  },
  {
    code: 'CLI-DAVILA',
    name: 'Clínica Dávila',
    url: 'Clinica-Davila',
    city: 'Recoleta',
    region: '13',
    lat: -33.4256,
    lng: -70.6508,
    sells: true,
  },
  {
    code: 'CLI-MEDS',
    name: 'Clínica MEDS',
    url: 'Clinica-MEDS',
    city: 'Las Condes',
    region: '13',
    lat: -33.4045,
    lng: -70.5732,
    sells: false,
  },
  {
    code: 'CLI-ANDESSALUD-CONCEPCION',
    name: 'Clínica Andes Salud Concepción',
    url: 'Clinica-Andes-Salud-Concepcion',
    city: 'Concepción',
    region: '8',
    lat: -36.8201,
    lng: -73.0444,
    sells: false,
  },
  {
    code: 'CLI-LASCONDES',
    name: 'Clínica Las Condes',
    url: 'Clinica-Las-Condes',
    city: 'Las Condes',
    region: '13',
    lat: -33.3848,
    lng: -70.5312,
    sells: true,
  },
  {
    code: 'CLI-SANCARLOS',
    name: 'Clínica San Carlos de Apoquindo',
    url: 'Clinica-San-Carlos-de-Apoquindo',
    city: 'Las Condes',
    region: '13',
    lat: -33.4019,
    lng: -70.5069,
    sells: false,
  },
  {
    code: 'CLI-UANDES',
    name: 'Clínica Universidad de Los Andes',
    url: 'Clinica-Universidad-de-Los-Andes',
    city: 'Las Condes',
    region: '13',
    lat: -33.3995,
    lng: -70.5053,
    sells: false,
  },
];

export const TAGS = [
  { code: 'HOSP', name: 'Hospitalario' },
  { code: 'AMB', name: 'Ambulatorio' },
  { code: 'MED', name: 'Medicamentos' },
  { code: 'URG', name: 'Urgencia' },
  { code: 'MAT', name: 'Maternidad' },
  { code: 'SM', name: 'Salud mental' },
  { code: 'CAT', name: 'Catastrófico' },
  { code: 'DEN', name: 'Dental' },
  { code: 'ONC', name: 'Oncológico' },
  { code: 'VIDA', name: 'Vida' },
  { code: 'MASC', name: 'Mascotas' },
  { code: 'ASIS', name: 'Asistencia' },
  { code: 'VIAJE', name: 'Viaje' },
  { code: 'ACC', name: 'Accidentes' },
];

export const BENEFITS = [
  { code: 'DIA_CAMA', name: 'Día cama', tagCode: 'HOSP' },
  { code: 'HONORARIOS', name: 'Honorarios médicos quirúrgicos', tagCode: 'HOSP' },
  { code: 'PABELLON', name: 'Derecho de pabellón', tagCode: 'HOSP' },
  { code: 'CONSULTAS', name: 'Consultas médicas', tagCode: 'AMB' },
  { code: 'EXAMENES', name: 'Exámenes de laboratorio', tagCode: 'AMB' },
  { code: 'IMAGENOLOGIA', name: 'Imagenología', tagCode: 'AMB' },
  { code: 'KINESIOLOGIA', name: 'Kinesiología', tagCode: 'AMB' },
  { code: 'MEDICAMENTOS', name: 'Medicamentos ambulatorios', tagCode: 'MED' },
  { code: 'URGENCIA', name: 'Atención de urgencia', tagCode: 'URG' },
  { code: 'AMBULANCIA', name: 'Ambulancia', tagCode: 'URG' },
  { code: 'PARTO', name: 'Parto normal y cesárea', tagCode: 'MAT' },
  { code: 'PSICOLOGIA', name: 'Psicología', tagCode: 'SM' },
  { code: 'PSIQUIATRIA', name: 'Psiquiatría', tagCode: 'SM' },
  { code: 'GASTOS_CATASTROFICOS', name: 'Gastos médicos mayores', tagCode: 'CAT' },
  { code: 'LIMPIEZA', name: 'Limpieza y destartraje', tagCode: 'DEN' },
  { code: 'OBTURACION', name: 'Tapaduras', tagCode: 'DEN' },
  { code: 'ENDODONCIA', name: 'Endodoncia', tagCode: 'DEN' },
  { code: 'ORTODONCIA', name: 'Ortodoncia', tagCode: 'DEN' },
  { code: 'QUIMIOTERAPIA', name: 'Quimioterapia y radioterapia', tagCode: 'ONC' },
  { code: 'CIRUGIA_ONCOLOGICA', name: 'Cirugía oncológica', tagCode: 'ONC' },
  { code: 'CAPITAL_VIDA', name: 'Capital asegurado', tagCode: 'VIDA' },
  { code: 'VETERINARIA', name: 'Consulta veterinaria', tagCode: 'MASC' },
  { code: 'CIRUGIA_VET', name: 'Cirugía veterinaria', tagCode: 'MASC' },
  { code: 'RC_MASCOTA', name: 'Responsabilidad civil', tagCode: 'MASC' },
  { code: 'TELEMEDICINA', name: 'Telemedicina', tagCode: 'ASIS' },
  { code: 'MEDICO_DOMICILIO', name: 'Médico a domicilio', tagCode: 'ASIS' },
  { code: 'GASTOS_VIAJE', name: 'Gastos médicos en viaje', tagCode: 'VIAJE' },
  { code: 'EQUIPAJE', name: 'Pérdida de equipaje', tagCode: 'VIAJE' },
  { code: 'GASTOS_ACCIDENTE', name: 'Gastos médicos por accidente', tagCode: 'ACC' },
];

export const FEATURES = [
  {
    code: 'cubre_preexistencias',
    displayName: 'Cubre preexistencias',
    icon: 'preexistencias',
    description: 'Cubre enfermedades diagnosticadas antes de contratar, según condiciones.',
  },
  {
    code: 'telemedicina',
    displayName: 'Telemedicina',
    icon: 'telemedicina',
    description: 'Consultas médicas por video sin costo adicional.',
  },
  {
    code: 'reembolso_online',
    displayName: 'Reembolso en línea',
    icon: 'reembolso',
    description: 'Pide tus reembolsos desde el celular.',
  },
  {
    code: 'sin_carencia',
    displayName: 'Sin carencia',
    icon: 'reloj',
    description: 'Las coberturas rigen desde el primer día.',
  },
  {
    code: 'red_preferente',
    displayName: 'Red preferente',
    icon: 'red',
    description: 'Mejor cobertura en clínicas en convenio.',
  },
  {
    code: 'cobertura_internacional',
    displayName: 'Cobertura internacional',
    icon: 'mundo',
    description: 'Cubre atenciones fuera de Chile.',
  },
  {
    code: 'dental_incluido',
    displayName: 'Dental incluido',
    icon: 'diente',
    description: 'Incluye beneficios dentales.',
  },
  {
    code: 'medicamentos',
    displayName: 'Medicamentos',
    icon: 'pastilla',
    description: 'Reembolsa medicamentos con receta.',
  },
  { code: 'maternidad', displayName: 'Maternidad', icon: 'bebe', description: 'Cubre parto y controles del embarazo.' },
  {
    code: 'salud_mental',
    displayName: 'Salud mental',
    icon: 'cerebro',
    description: 'Cubre psicología y psiquiatría.',
  },
  {
    code: 'ambulancia',
    displayName: 'Ambulancia',
    icon: 'ambulancia',
    description: 'Traslado en ambulancia ante urgencias.',
  },
  {
    code: 'contratacion_online',
    displayName: 'Contratación 100% en línea',
    icon: 'click',
    description: 'Se contrata y paga en el sitio.',
  },
  {
    code: 'sin_deducible',
    displayName: 'Sin deducible',
    icon: 'escudo',
    description: 'Reembolsa desde el primer peso.',
  },
  { code: 'libre_eleccion', displayName: 'Libre elección', icon: 'brujula', description: 'Atiéndete donde quieras.' },
  {
    code: 'cobertura_oncologica',
    displayName: 'Cobertura oncológica',
    icon: 'cinta',
    description: 'Cubre tratamientos contra el cáncer.',
  },
  {
    code: 'beneficio_tributario',
    displayName: 'Beneficio tributario',
    icon: 'impuesto',
    description: 'Permite rebajar impuestos (APV o 57 bis).',
  },
];
