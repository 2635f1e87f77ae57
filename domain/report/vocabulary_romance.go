package report

// Spanish, French, Italian, Portuguese and Romanian: best-effort word lists for the same rules;
// contradictions are worded in English.

// commaMessages is englishMessages for languages that write decimals with a comma.
func commaMessages() messages {
	m := englishMessages
	m.decimalComma = true
	return m
}

func init() {
	register("es", &vocabulary{
		left: []string{"izquierd"}, right: []string{"derech"}, both: []string{"bilateral", "ambos$", "ambas$"},
		linking:  []string{"en$", "del$", "de$", "la$", "el$", "lado$"},
		negation: []string{"no$", "sin$", "ausencia de", "ningún$", "ninguna$"}, not: []string{"no$"},
		seen:       []string{"observ", "visualiz", "identific", "evidenci", "aprecia", "detect"},
		elsewhere:  []string{"previo$", "previa$", "previos$", "previas$", "anterior$", "lateral$", "frontal$", "comparativ"},
		absent:     []string{"ausente"},
		qualifiers: []string{"significativ", "grande", "agud", "nuev", "focal", "evidente", "patológic"},
		change:     []string{"cambio", "aument", "disminu", "progres"},
		breakers:   []string{"pero$", "aunque$", "embargo$", "excepto$"}, clauseBreakers: []string{"y$", "con$"},
		existentials: []string{"hay$", "se$ observa$", "se$ observan$", "se$ aprecia$", "se$ aprecian$", "se$ visualiza$", "se$ visualizan$"},
		uncertain:    []string{"posibl", "probabl", "sospech", "sugest", "dudos", "descartar", "valorar"},
		history:      []string{"previ", "antecedente", "estable", "resuelt", "conocid", "anterior", "persist"},
		findings: []term{
			{"intracranial hemorrhage", []string{"hemorragia intracraneal", "sangrado intracraneal"}}, {"intraparenchymal hemorrhage", []string{"hemorragia intraparenquimatosa", "hematoma intraparenquimatoso", "hemorragia intracerebral", "hematoma intracerebral"}}, {"subdural hematoma", []string{"hematoma subdural", "hemorragia subdural", "colección subdural"}}, {"epidural hematoma", []string{"hematoma epidural", "hematoma extradural", "hemorragia epidural"}}, {"subarachnoid hemorrhage", []string{"hemorragia subaracnoidea", "hemorragia subaracnoídea", "sangrado subaracnoideo"}}, {"intraventricular hemorrhage", []string{"hemorragia intraventricular"}}, {"midline shift", []string{"desviación de la línea media", "desviación de línea media", "desplazamiento de la línea media"}}, {"mass effect", []string{"efecto de masa", "efecto masa"}}, {"infarct", []string{"infarto$", "infartos$"}}, {"ascites", []string{"ascitis", "líquido libre", "liquido libre", "derrame peritoneal"}}, {"pericardial effusion", []string{"derrame pericárdico", "derrame pericardico"}}, {"pleural effusion", []string{"derrame pleural", "derrame"}}, {"pneumothorax", []string{"neumotórax", "neumotorax"}},
			{"consolidation", []string{"consolidaci"}}, {"atelectasis", []string{"atelectasi"}}, {"nodule", []string{"nódulo", "nodul"}}, {"metastasis", []string{"metástas", "metastas"}},
			{"mass", []string{"masa$", "masas$"}}, {"fracture", []string{"fractura"}}, {"edema", []string{"edema"}}, {"pneumonia", []string{"neumoní", "neumoni"}},
		},
		places: []term{
			{"lower zone", []string{"lóbulo inferior", "lobulo inferior", "base$", "bases$", "basal"}},
			{"upper zone", []string{"lóbulo superior", "lobulo superior", "ápice", "apice", "apical"}},
			{"lung", []string{"pulmón", "pulmon", "hemitórax", "hemitorax"}}, {"kidney", []string{"riñón", "riñon", "rinon", "renal"}},
			{"breast", []string{"mama$", "mamas$"}}, {"ovary", []string{"ovari"}}, {"hemidiaphragm", []string{"hemidiafragma", "diafragma"}},
		},
		lesions: []term{{"nodule", []string{"nódulo", "nodul"}}, {"mass", []string{"masa$"}}, {"lesion", []string{"lesión", "lesion"}}, {"cyst", []string{"quiste"}}, {"lymph node", []string{"ganglio", "adenopat"}}},
		procedures: []procedure{
			{stems: []string{"colecistectom"}, organ: "gallbladder"}, {stems: []string{"nefrectom"}, organ: "kidney", paired: true},
			{stems: []string{"esplenectom"}, organ: "spleen"}, {stems: []string{"histerectom"}, organ: "uterus"},
			{stems: []string{"apendicectom", "apendectom"}, organ: "appendix"}, {stems: []string{"tiroidectom"}, organ: "thyroid"},
			{stems: []string{"mastectom"}, organ: "breast", paired: true}, {stems: []string{"prostatectom"}, organ: "prostate"},
			{stems: []string{"neumonectom"}, organ: "lung", paired: true},
		},
		organs: []term{
			{"gallbladder", []string{"vesícula biliar", "vesicula biliar"}}, {"kidney", []string{"riñón", "riñon", "rinon"}}, {"spleen", []string{"bazo$"}},
			{"uterus", []string{"útero", "utero"}}, {"appendix", []string{"apéndice", "apendice"}}, {"thyroid", []string{"tiroides"}},
			{"breast", []string{"mama$"}}, {"prostate", []string{"próstata", "prostata"}}, {"lung", []string{"pulmón", "pulmon"}},
		},
		leftovers: []string{"lecho$", "ausente", "extirpad", "resecad", "quirúrgic", "quirurgic", "no$", "clips", "antecedente", "lecho"},
		partial:   []string{"parcial", "hemi", "programad"},
		female:    []string{"útero", "utero", "ovari", "endometri", "histerectom"},
		male:      []string{"próstat", "prostat", "testícul", "testicul", "escrot"},
		msg:       commaMessages(),
	})
	register("fr", &vocabulary{
		left: []string{"gauche"}, right: []string{"droit"}, both: []string{"bilatéra", "bilatera"},
		linking:  []string{"à$", "a$", "du$", "de$", "la$", "le$", "côté$"},
		negation: []string{"pas de", "pas d", "absence de", "absence d", "sans$", "aucun", "ni$"}, not: []string{"pas$", "non$"},
		seen:       []string{"visualis", "observ", "identifi", "retrouv", "objectiv", "individualis"},
		elsewhere:  []string{"antérieur", "anterieur", "précédent", "precedent", "profil$", "face$", "comparati"},
		absent:     []string{"absent"},
		qualifiers: []string{"significati", "grand", "aigu", "nouve", "focal", "franc", "patholog"},
		change:     []string{"modifi", "changement", "augment", "diminu", "progress"},
		breakers:   []string{"mais$", "cependant$", "toutefois$", "sauf$"}, clauseBreakers: []string{"et$", "avec$"},
		existentials: []string{"il$ y$ a$", "il$ existe$", "on$ note$", "on$ observe$", "on$ retrouve$"},
		uncertain:    []string{"possibl", "probabl", "suspect", "évoqu", "evoqu", "doute", "éliminer"},
		history:      []string{"antérieur", "anterieur", "connu", "stable", "inchang", "résolu", "regress", "régress", "précédent"},
		findings: []term{
			{"intracranial hemorrhage", []string{"hémorragie intracrânienne", "hemorragie intracranienne", "saignement intracrânien"}}, {"intraparenchymal hemorrhage", []string{"hémorragie intraparenchymateuse", "hématome intraparenchymateux", "hémorragie intracérébrale", "hématome intracérébral"}}, {"subdural hematoma", []string{"hématome sous-dural", "hématome sous dural", "hematome sous-dural", "hémorragie sous-durale"}}, {"epidural hematoma", []string{"hématome extradural", "hématome épidural", "hematome extradural"}}, {"subarachnoid hemorrhage", []string{"hémorragie sous-arachnoïdienne", "hémorragie sous arachnoïdienne", "hemorragie sous-arachnoidienne", "hémorragie méningée"}}, {"intraventricular hemorrhage", []string{"hémorragie intraventriculaire"}}, {"midline shift", []string{"déviation de la ligne médiane", "déplacement de la ligne médiane"}}, {"mass effect", []string{"effet de masse"}}, {"infarct", []string{"infarctus$"}}, {"ascites", []string{"ascite", "liquide libre", "épanchement péritonéal", "epanchement peritoneal", "épanchement intrapéritonéal", "épanchement intra-péritonéal"}}, {"pericardial effusion", []string{"épanchement péricardique", "epanchement pericardique"}}, {"pleural effusion", []string{"épanchement pleural", "epanchement pleural", "épanchement", "epanchement"}},
			{"pneumothorax", []string{"pneumothora"}}, {"consolidation", []string{"condensation", "consolidation"}},
			{"atelectasis", []string{"atélectasi", "atelectasi"}}, {"nodule", []string{"nodul"}}, {"metastasis", []string{"métasta", "metasta"}}, {"mass", []string{"masse$", "masses$"}},
			{"fracture", []string{"fracture"}}, {"edema", []string{"œdème", "oedème", "oedeme"}}, {"pneumonia", []string{"pneumopathie", "pneumonie"}},
		},
		places: []term{
			{"lower zone", []string{"lobe inférieur", "lobe inferieur", "base$", "bases$", "basal"}},
			{"upper zone", []string{"lobe supérieur", "lobe superieur", "apex$", "sommet", "apical"}},
			{"lung", []string{"poumon", "hémithorax", "hemithorax"}}, {"kidney", []string{"rein$", "reins$", "rénal", "renal"}},
			{"breast", []string{"sein$", "seins$"}}, {"ovary", []string{"ovaire"}}, {"hemidiaphragm", []string{"coupole"}},
		},
		lesions: []term{{"nodule", []string{"nodul"}}, {"mass", []string{"masse$"}}, {"lesion", []string{"lésion", "lesion"}}, {"cyst", []string{"kyste"}}, {"lymph node", []string{"ganglion", "adénopath", "adenopath"}}},
		procedures: []procedure{
			{stems: []string{"cholécystectom", "cholecystectom"}, organ: "gallbladder"}, {stems: []string{"néphrectom", "nephrectom"}, organ: "kidney", paired: true},
			{stems: []string{"splénectom", "splenectom"}, organ: "spleen"}, {stems: []string{"hystérectom", "hysterectom"}, organ: "uterus"},
			{stems: []string{"appendicectom"}, organ: "appendix"}, {stems: []string{"thyroïdectom", "thyroidectom"}, organ: "thyroid"},
			{stems: []string{"mastectom"}, organ: "breast", paired: true}, {stems: []string{"prostatectom"}, organ: "prostate"},
			{stems: []string{"pneumonectom"}, organ: "lung", paired: true},
		},
		organs: []term{
			{"gallbladder", []string{"vésicule", "vesicule"}}, {"kidney", []string{"rein$"}}, {"spleen", []string{"rate$"}},
			{"uterus", []string{"utérus", "uterus"}}, {"appendix", []string{"appendice"}}, {"thyroid", []string{"thyroïde", "thyroide"}},
			{"breast", []string{"sein$"}}, {"prostate", []string{"prostate"}}, {"lung", []string{"poumon"}},
		},
		leftovers: []string{"loge$", "absent", "retir", "réséqu", "operé", "opéré", "chirurgic", "pas$", "clips", "antécédent", "lit$"},
		partial:   []string{"partiel", "hémi", "hemi", "programm"},
		female:    []string{"utérus", "uterus", "ovaire", "endomètr", "endometr", "hystérectom", "hysterectom"},
		male:      []string{"prostat", "testicul", "scrot"},
		msg:       commaMessages(),
	})
	register("it", &vocabulary{
		left: []string{"sinistr"}, right: []string{"destr"}, both: []string{"bilateral", "entramb"},
		linking:  []string{"a$", "al$", "del$", "di$", "la$", "il$", "lato$"},
		negation: []string{"non$", "senza$", "assenza di", "né$", "nessun"}, not: []string{"non$"},
		absent:     []string{"assent", "nessuno$", "nessuna$"},
		seen:       []string{"osserv", "visualizz", "identific", "apprezz", "evidenz", "rilev", "riscontr"},
		elsewhere:  []string{"precedent", "laterale$", "frontale$", "comparativ"},
		qualifiers: []string{"significativ", "grand", "acut", "nuov", "focal", "patolog"},
		change:     []string{"modific", "variazion", "aument", "riduzion", "progress"},
		breakers:   []string{"ma$", "però$", "tuttavia$", "eccetto$"}, clauseBreakers: []string{"e$", "con$"},
		existentials: []string{"si$ osserva$", "si$ osservano$", "si$ apprezza$", "si$ apprezzano$", "si$ rileva$", "si$ rilevano$"},
		uncertain:    []string{"possibil", "probabil", "sospett", "dubbi", "escludere"},
		history:      []string{"precedent", "noto$", "nota$", "stabile", "invariat", "risolt", "pregress"},
		findings: []term{
			{"intracranial hemorrhage", []string{"emorragia intracranica", "sanguinamento intracranico"}}, {"intraparenchymal hemorrhage", []string{"emorragia intraparenchimale", "ematoma intraparenchimale", "emorragia intracerebrale", "ematoma intracerebrale"}}, {"subdural hematoma", []string{"ematoma subdurale", "emorragia subdurale"}}, {"epidural hematoma", []string{"ematoma epidurale", "ematoma extradurale"}}, {"subarachnoid hemorrhage", []string{"emorragia subaracnoidea"}}, {"intraventricular hemorrhage", []string{"emorragia intraventricolare"}}, {"midline shift", []string{"deviazione della linea mediana", "spostamento della linea mediana", "shift della linea mediana"}}, {"mass effect", []string{"effetto massa", "effetto di massa"}}, {"infarct", []string{"infarto$", "infarti$"}}, {"ascites", []string{"ascite", "liquido libero", "versamento ascitico", "versamento peritoneale"}}, {"pericardial effusion", []string{"versamento pericardico"}}, {"pleural effusion", []string{"versamento pleurico", "versamento"}}, {"pneumothorax", []string{"pneumotorace"}},
			{"consolidation", []string{"consolidazion", "addensament"}}, {"atelectasis", []string{"atelettasi"}}, {"nodule", []string{"nodul"}}, {"metastasis", []string{"metasta"}},
			{"mass", []string{"massa$", "masse$"}}, {"fracture", []string{"frattur"}}, {"edema", []string{"edema"}}, {"pneumonia", []string{"polmonit"}},
		},
		places: []term{
			{"lower zone", []string{"lobo inferiore", "base$", "basi$", "basal"}}, {"upper zone", []string{"lobo superiore", "apice", "apical"}},
			{"lung", []string{"polmon", "emitorace"}}, {"kidney", []string{"rene$", "reni$", "renale"}},
			{"breast", []string{"mammella", "mammelle"}}, {"ovary", []string{"ovai", "ovaric"}}, {"hemidiaphragm", []string{"emidiaframma"}},
		},
		lesions: []term{{"nodule", []string{"nodul"}}, {"mass", []string{"massa$"}}, {"lesion", []string{"lesion"}}, {"cyst", []string{"cisti"}}, {"lymph node", []string{"linfonod"}}},
		procedures: []procedure{
			{stems: []string{"colecistectom"}, organ: "gallbladder"}, {stems: []string{"nefrectom"}, organ: "kidney", paired: true},
			{stems: []string{"splenectom"}, organ: "spleen"}, {stems: []string{"isterectom"}, organ: "uterus"},
			{stems: []string{"appendicectom"}, organ: "appendix"}, {stems: []string{"tiroidectom"}, organ: "thyroid"},
			{stems: []string{"mastectom"}, organ: "breast", paired: true}, {stems: []string{"prostatectom"}, organ: "prostate"},
			{stems: []string{"pneumonectom"}, organ: "lung", paired: true},
		},
		organs: []term{
			{"gallbladder", []string{"colecisti"}}, {"kidney", []string{"rene$"}}, {"spleen", []string{"milza"}}, {"uterus", []string{"utero"}},
			{"appendix", []string{"appendice"}}, {"thyroid", []string{"tiroide"}}, {"breast", []string{"mammella"}},
			{"prostate", []string{"prostata"}}, {"lung", []string{"polmone$"}},
		},
		leftovers: []string{"loggia", "assente", "asportat", "resecat", "chirurgic", "non$", "clip", "pregress", "esiti$"},
		partial:   []string{"parzial", "emi", "programmat"},
		female:    []string{"utero", "ovai", "ovaric", "endometri", "isterectom"},
		male:      []string{"prostat", "testicol", "scrot"},
		msg:       commaMessages(),
	})
	register("pt", &vocabulary{
		left: []string{"esquerd"}, right: []string{"direit"}, both: []string{"bilateral", "ambos$", "ambas$"},
		linking:  []string{"à$", "a$", "do$", "da$", "de$", "no$", "na$", "lado$"},
		negation: []string{"não$", "sem$", "ausência de", "ausencia de", "nenhum"}, not: []string{"não$"},
		absent:     []string{"ausente", "nenhum", "nenhuma$"},
		seen:       []string{"observ", "visualiz", "identific", "evidenci", "detect"},
		elsewhere:  []string{"anterior$", "anteriores$", "prévio$", "prévia$", "previo$", "previa$", "perfil$", "frontal$", "comparativ"},
		qualifiers: []string{"significativ", "grande", "agud", "nov", "focal", "patológic"},
		change:     []string{"alteraç", "mudanç", "aument", "redu", "progress"},
		breakers:   []string{"mas$", "porém$", "contudo$", "exceto$"}, clauseBreakers: []string{"e$", "com$"},
		existentials: []string{"há$", "observa$ se$", "observam$ se$", "nota$ se$", "notam$ se$", "identifica$ se$"},
		uncertain:    []string{"possív", "provável", "provav", "suspeit", "sugestiv", "duvidos", "descartar"},
		history:      []string{"prévi", "previ", "anterior", "estável", "estavel", "resolvid", "conhecid"},
		findings: []term{
			{"intracranial hemorrhage", []string{"hemorragia intracraniana", "sangramento intracraniano"}}, {"intraparenchymal hemorrhage", []string{"hemorragia intraparenquimatosa", "hematoma intraparenquimatoso", "hemorragia intracerebral", "hematoma intracerebral"}}, {"subdural hematoma", []string{"hematoma subdural", "hemorragia subdural"}}, {"epidural hematoma", []string{"hematoma epidural", "hematoma extradural"}}, {"subarachnoid hemorrhage", []string{"hemorragia subaracnóidea", "hemorragia subaracnoidea", "hemorragia subaracnoide"}}, {"intraventricular hemorrhage", []string{"hemorragia intraventricular"}}, {"midline shift", []string{"desvio da linha média", "desvio da linha media", "deslocamento da linha média"}}, {"mass effect", []string{"efeito de massa", "efeito massa"}}, {"infarct", []string{"enfarte$", "infarto$", "enfartes$", "infartos$"}}, {"ascites", []string{"ascite", "líquido livre", "liquido livre", "derrame peritoneal"}}, {"pericardial effusion", []string{"derrame pericárdico", "derrame pericardico"}}, {"pleural effusion", []string{"derrame pleural", "derrame"}}, {"pneumothorax", []string{"pneumotórax", "pneumotorax"}},
			{"consolidation", []string{"consolida"}}, {"atelectasis", []string{"atelectasia"}}, {"nodule", []string{"nódulo", "nodul"}}, {"metastasis", []string{"metásta", "metasta"}},
			{"mass", []string{"massa$", "massas$"}}, {"fracture", []string{"fratura"}}, {"edema", []string{"edema"}}, {"pneumonia", []string{"pneumonia"}},
		},
		places: []term{
			{"lower zone", []string{"lobo inferior", "base$", "bases$", "basal"}}, {"upper zone", []string{"lobo superior", "ápice", "apice", "apical"}},
			{"lung", []string{"pulmão", "pulmao", "hemitórax", "hemitorax"}}, {"kidney", []string{"rim$", "rins$", "renal"}},
			{"breast", []string{"mama$", "mamas$"}}, {"ovary", []string{"ovári", "ovari"}}, {"hemidiaphragm", []string{"hemidiafragma", "cúpula"}},
		},
		lesions: []term{{"nodule", []string{"nódulo", "nodul"}}, {"mass", []string{"massa$"}}, {"lesion", []string{"lesão", "lesao", "lesões"}}, {"cyst", []string{"cisto", "quisto"}}, {"lymph node", []string{"linfonod", "gânglio"}}},
		procedures: []procedure{
			{stems: []string{"colecistectom"}, organ: "gallbladder"}, {stems: []string{"nefrectom"}, organ: "kidney", paired: true},
			{stems: []string{"esplenectom"}, organ: "spleen"}, {stems: []string{"histerectom"}, organ: "uterus"},
			{stems: []string{"apendicectom", "apendectom"}, organ: "appendix"}, {stems: []string{"tireoidectom", "tiroidectom"}, organ: "thyroid"},
			{stems: []string{"mastectom"}, organ: "breast", paired: true}, {stems: []string{"prostatectom"}, organ: "prostate"},
			{stems: []string{"pneumonectom"}, organ: "lung", paired: true},
		},
		organs: []term{
			{"gallbladder", []string{"vesícula biliar", "vesicula biliar"}}, {"kidney", []string{"rim$"}}, {"spleen", []string{"baço", "baco"}},
			{"uterus", []string{"útero", "utero"}}, {"appendix", []string{"apêndice", "apendice"}}, {"thyroid", []string{"tireoide", "tiróide", "tiroide"}},
			{"breast", []string{"mama$"}}, {"prostate", []string{"próstata", "prostata"}}, {"lung", []string{"pulmão", "pulmao"}},
		},
		leftovers: []string{"loja$", "leito$", "ausente", "retirad", "ressecad", "cirúrgic", "cirurgic", "não$", "clipes", "antecedente"},
		partial:   []string{"parcial", "hemi", "programad"},
		female:    []string{"útero", "utero", "ovári", "ovari", "endométri", "endometri", "histerectom"},
		male:      []string{"próstat", "prostat", "testícul", "testicul", "escrot"},
		msg:       commaMessages(),
	})
	register("ro", &vocabulary{
		left: []string{"stâng", "stang"}, right: []string{"drept", "dreapt"}, both: []string{"bilateral", "ambii$", "ambele$"},
		linking:  []string{"la$", "pe$", "în$", "din$", "partea$"},
		negation: []string{"fără$", "fara$", "nu$", "absența", "absenta"}, not: []string{"nu$"},
		seen:       []string{"observ", "vizualiz", "identific", "evidenți", "decel"},
		qualifiers: []string{"semnificativ", "mare$", "acut", "nou$", "nouă", "focal", "patologic"},
		breakers:   []string{"dar$", "însă$", "insa$", "excepția$"}, clauseBreakers: []string{"și$", "si$", "cu$"},
		uncertain: []string{"posibil", "probabil", "suspect", "sugestiv", "excludere"},
		history:   []string{"anterior", "cunoscut", "stațion", "stabil", "rezolvat", "precedent"},
		findings: []term{
			{"ascites", []string{"ascită", "ascita", "lichid liber"}}, {"pericardial effusion", []string{"revărsat pericardic", "revarsat pericardic", "lichid pericardic"}}, {"pleural effusion", []string{"revărsat pleural", "revarsat pleural", "revărsat", "lichid pleural"}}, {"pneumothorax", []string{"pneumotorax"}},
			{"consolidation", []string{"condensare", "consolidare"}}, {"atelectasis", []string{"atelectazi"}}, {"nodule", []string{"nodul"}}, {"metastasis", []string{"metasta", "metastaz"}},
			{"mass", []string{"masă$", "masa$"}}, {"fracture", []string{"fractur"}}, {"edema", []string{"edem"}}, {"pneumonia", []string{"pneumoni"}},
		},
		places: []term{
			{"lower zone", []string{"lob inferior", "lobul inferior", "baz"}}, {"upper zone", []string{"lob superior", "lobul superior", "apex", "apical"}},
			{"lung", []string{"plămân", "plaman", "pulmon", "hemitorace"}}, {"kidney", []string{"rinich", "renal"}},
			{"breast", []string{"sân$", "sânul", "san$"}}, {"ovary", []string{"ovar"}}, {"hemidiaphragm", []string{"hemidiafragm"}},
		},
		lesions: []term{{"nodule", []string{"nodul"}}, {"mass", []string{"masă$"}}, {"lesion", []string{"leziun"}}, {"cyst", []string{"chist"}}, {"lymph node", []string{"ganglion", "adenopat"}}},
		procedures: []procedure{
			{stems: []string{"colecistectom"}, organ: "gallbladder"}, {stems: []string{"nefrectom"}, organ: "kidney", paired: true},
			{stems: []string{"splenectom"}, organ: "spleen"}, {stems: []string{"histerectom"}, organ: "uterus"},
			{stems: []string{"apendicectom", "apendectom"}, organ: "appendix"}, {stems: []string{"tiroidectom"}, organ: "thyroid"},
			{stems: []string{"mastectom"}, organ: "breast", paired: true}, {stems: []string{"prostatectom"}, organ: "prostate"},
			{stems: []string{"pneumonectom"}, organ: "lung", paired: true},
		},
		organs: []term{
			{"gallbladder", []string{"vezicul"}}, {"kidney", []string{"rinich"}}, {"spleen", []string{"splin"}}, {"uterus", []string{"uter"}},
			{"appendix", []string{"apendic"}}, {"thyroid", []string{"tiroid"}}, {"breast", []string{"sân$", "sânul"}},
			{"prostate", []string{"prostat"}}, {"lung", []string{"plămân", "plaman"}},
		},
		leftovers: []string{"lojă", "loja$", "absent", "extirpat", "rezecat", "chirurgical", "nu$", "clip", "antecedent", "operat"},
		partial:   []string{"parțial", "partial", "hemi", "programat"},
		female:    []string{"uter", "ovar", "endometr", "histerectom"},
		male:      []string{"prostat", "testicul", "scrot"},
		msg:       commaMessages(),
	})
}
