package builtin

// organ is a structure a statement can be about: its name per language (a label in generated
// reports) and the word beginnings that mention it per language.
type organ struct {
	key   string
	names map[string]string
	stems map[string]string
}

// organs are the structures findings are sorted by. Stems are word beginnings, so "renal"
// also finds "renally"; compounds ("Nierenzyste") start with the organ in German.
var organs = []organ{
	{"brain", m("Brain", "Gehirn", "Encéfalo", "Encéfalo", "Encefalo", "Encéphale"), m("brain cerebr cerebell intracran infarct ventric hemorrhag haemorrhag white gray grey", "gehirn hirn großhirn kleinhirn ventrik infarkt blutung marklager", "encéfal cerebr ventrícul infart hemorrag", "encéfal cerebr ventrícul enfart hemorrag", "encefal cerebr ventricol infart emorrag", "encéphal cérébr ventricul infarct hémorrag")},
	{"sinuses", m("Paranasal sinuses", "Nasennebenhöhlen", "Senos paranasales", "Seios perinasais", "Seni paranasali", "Sinus"), m("sinus mastoid", "nasennebenhöhle nnh sinus mastoid kieferhöhle", "seno mastoid", "seio mastoid", "seni seno mastoid", "sinus mastoïd")},
	{"thyroid", m("Thyroid", "Schilddrüse", "Tiroides", "Tireoide", "Tiroide", "Thyroïde"), m("thyroid isthmus", "schilddrüse sd-lappen isthmus", "tiroid istmo", "tireoid tiroid istmo", "tiroid istmo", "thyroïd isthme")},
	{"lungs", m("Lungs", "Lunge", "Pulmones", "Pulmões", "Polmoni", "Poumons"), m("lung pulmonary consolidat airspace air-space opacit nodul atelecta emphysem infiltrat granulom pneumonia bronch interstiti parenchym lobe lobar apical basilar", "lunge pulmonal infiltrat konsolid rundherd nodul atelekta emphysem pneumoni bronch interstiti verschattung", "pulm consolid nódul atelect enfisem neumon bronq opacidad infiltrad", "pulm consolid nódul atelect enfisem pneumon brônq opacidade infiltrad", "polmon consolid nodul atelett enfisem polmonit bronc opacit addensament", "poumon pulmon condens nodul atélecta emphysè pneumop bronch opacit")},
	{"pleura", m("Pleura", "Pleura", "Pleura", "Pleura", "Pleura", "Plèvre"), m("pleura effusion pneumothora", "pleura erguss pneumothora", "pleura derrame neumotórax", "pleura derrame pneumotórax", "pleur versamento pneumotorace", "plèvre pleur épanchement pneumothorax")},
	{"heart", m("Heart", "Herz", "Corazón", "Coração", "Cuore", "Cœur"), m("heart cardi pericard", "herz kardi perikard", "corazón cardi pericárd", "coração cardí cardi pericárd", "cuore cardi pericard", "cœur coeur cardi péricard")},
	{"mediastinum", m("Mediastinum", "Mediastinum", "Mediastino", "Mediastino", "Mediastino", "Médiastin"), m("mediastin hila hilar hilum trachea cardiomediastin", "mediastin hilus hili trachea", "mediastin hilio hiliar tráquea", "mediastin hilo hilar traqueia", "mediastin ilo ilar trachea", "médiastin hile hilaire trachée")},
	{"liver", m("Liver", "Leber", "Hígado", "Fígado", "Fegato", "Foie"), m("liver hepat", "leber hepat", "hígado higado hepát", "fígado figado hepát", "fegato epat", "foie hépat")},
	{"gallbladder", m("Gallbladder", "Gallenblase", "Vesícula biliar", "Vesícula biliar", "Colecisti", "Vésicule biliaire"), m("gallbladder gall cholecyst cholelith", "gallenblase cholezyst cholezystolith", "vesícula colecist colelit", "vesícula colecist colelit", "colecist colelit", "vésicule cholécyst lithiase")},
	{"bile ducts", m("Bile ducts", "Gallenwege", "Vías biliares", "Vias biliares", "Vie biliari", "Voies biliaires"), m("bile biliary choledoch cbd", "gallenweg dhc choledoch", "vía vias biliar colédoc", "vias biliar colédoc", "vie biliar coledoc", "voies biliaire cholédoque")},
	{"pancreas", m("Pancreas", "Pankreas", "Páncreas", "Pâncreas", "Pancreas", "Pancréas"), m("pancrea", "pankrea", "páncrea pancrea", "pâncrea pancrea", "pancrea", "pancréa")},
	{"spleen", m("Spleen", "Milz", "Bazo", "Baço", "Milza", "Rate"), m("spleen splen", "milz splen", "bazo esplén", "baço esplén", "milza splen", "rate splén")},
	{"kidneys", m("Kidneys", "Nieren", "Riñones", "Rins", "Reni", "Reins"), m("kidney renal nephr hydronephro pyel ureter", "niere nephr harnstau hydroneph ureter nierenbecken", "riñ renal nefr hidronefr uréter", "rim rins renal nefr hidronefr ureter", "ren nefr idronefr uretere", "rein rénal néphr hydronéphr uretère")},
	{"adrenals", m("Adrenal glands", "Nebennieren", "Suprarrenales", "Suprarrenais", "Surreni", "Surrénales"), m("adrenal", "nebenniere", "suprarrenal", "suprarrenal", "surren", "surrénal")},
	{"bladder", m("Urinary bladder", "Harnblase", "Vejiga", "Bexiga", "Vescica", "Vessie"), m("bladder", "harnblase blase", "vejiga", "bexiga", "vescica", "vessie")},
	{"pelvic organs", m("Pelvic organs", "Beckenorgane", "Órganos pélvicos", "Órgãos pélvicos", "Organi pelvici", "Organes pelviens"), m("prostat uter ovar adnex endometri seminal", "prostata uterus ovar adnex endometri", "próstat útero ovari anex endometri", "próstat útero ovári anex endométri", "prostat utero ovai annes endometri", "prostat utérus ovair annex endomètr")},
	{"bowel", m("Bowel", "Darm", "Intestino", "Intestino", "Intestino", "Tube digestif"), m("bowel colon colonic intestin appendi stomach gastric duoden ileum jejun diverticul", "darm kolon colon dünndarm dickdarm appendi magen duoden ileum divertik", "intestin colon apéndic estómago duoden íleon divertícul", "intestin cólon apêndic estômago duoden íleo divertícul", "intestin colon append stomaco duoden ileo diverticol", "intestin côlon colon append estomac duodén iléon diverticul")},
	{"vessels", m("Vessels", "Gefäße", "Vasos", "Vasos", "Vasi", "Vaisseaux"), m("aorta aortic vessel vascular vein venous arter portal ivc embol thromb aneurysm", "aorta gefäß vene venös arteri pfortader embol thromb aneurysm", "aorta vaso vascular vena venos arteri porta embol tromb aneurism", "aorta vaso vascular veia venos artéri porta embol tromb aneurism", "aorta vas vascol vena venos arteri porta embol tromb aneurism", "aorte vaisseau vascul veine veineu artèr porte embol thromb anévrism")},
	{"lymph nodes", m("Lymph nodes", "Lymphknoten", "Ganglios linfáticos", "Gânglios linfáticos", "Linfonodi", "Ganglions"), m("lymph adenopath", "lymph", "gangli adenopat linf", "gânglio adenopat linf", "linfo adenopat", "ganglion adénopath lymph")},
	{"fluid", m("Free fluid", "Freie Flüssigkeit", "Líquido libre", "Líquido livre", "Liquido libero", "Liquide libre"), m("ascites fluid", "aszites flüssigkeit", "ascitis líquido", "ascite líquido", "ascite liquido versamento", "ascite liquide")},
	{"bones", m("Bones", "Skelett", "Huesos", "Ossos", "Scheletro", "Os"), m("bone bony osseous skelet fractur spine spinal vertebr rib degenerat spondyl osteo sternotomy", "knochen ossär skelett fraktur wirbel rippe degenera spondyl osteo", "hues óse esquelet fractur vértebr costill degenera espondil osteo", "oss ósse esquelet fratur vértebr costel degenera espondil osteo", "oss scheletr frattur vertebr costa costol degenera spondil osteo", "os osseu squelet fractur vertèbr côte dégénér spondyl ostéo")},
	{"soft tissues", m("Soft tissues", "Weichteile", "Partes blandas", "Partes moles", "Tessuti molli", "Parties molles"), m("soft subcutaneous", "weichteil subkutan", "blanda subcután", "moles subcutân", "molli sottocutan", "molles sous-cutané")},
}

// m lists per-language strings in the order en, de, es, pt, it, fr.
func m(en, de, es, pt, it, fr string) map[string]string {
	return map[string]string{"en": en, "de": de, "es": es, "pt": pt, "it": it, "fr": fr}
}
