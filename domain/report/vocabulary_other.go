package report

// Polish, Lithuanian, Slovenian and Greek: best-effort word lists (sides, denials, the common
// chest findings, operations and sex-specific organs); contradictions are worded in English.

func init() {
	register("pl", &vocabulary{
		left:     []string{"lewy$", "lewa$", "lewe$", "lewej$", "lewego$", "lewym$", "lewą$", "lewostronn"},
		right:    []string{"prawy$", "prawa$", "prawe$", "prawej$", "prawego$", "prawym$", "prawą$", "prawostronn"},
		both:     []string{"obustronn", "obu$"},
		linking:  []string{"w$", "po$", "stronie$"},
		negation: []string{"nie$", "bez$", "brak$"}, not: []string{"nie$"},
		seen:       []string{"stwierdz", "uwidoczn", "widoczn", "obserwuj", "wykaz"},
		qualifiers: []string{"istotn", "duż", "ostr", "now", "ogniskow", "patologiczn"},
		breakers:   []string{"ale$", "jednak$", "lecz$", "poza$"}, clauseBreakers: []string{"i$", "z$", "oraz$"},
		uncertain: []string{"możliw", "prawdopodobn", "podejrz", "wątpliw", "sugeruj"},
		history:   []string{"poprzedni", "wcześniej", "znan", "stabiln", "ustąpi"},
		findings: []term{
			{"pleural effusion", []string{"płyn w jamie opłucnej", "płyn", "płynu"}}, {"pneumothorax", []string{"odma", "odmy"}},
			{"consolidation", []string{"zagęszczeni", "konsolidac"}}, {"atelectasis", []string{"niedodm"}}, {"nodule", []string{"guzek", "guzk"}},
			{"fracture", []string{"złamani"}}, {"edema", []string{"obrzęk"}}, {"pneumonia", []string{"zapaleni płuc", "zapalenie płuc"}},
		},
		places: []term{
			{"lower zone", []string{"płat dolny", "płacie dolnym", "dolnym płacie", "podstaw"}}, {"upper zone", []string{"płat górny", "płacie górnym", "górnym płacie", "szczyt"}},
			{"lung", []string{"płuc"}}, {"kidney", []string{"nerk"}}, {"breast", []string{"pierś", "piersi", "sutk"}}, {"ovary", []string{"jajnik"}},
		},
		lesions: []term{{"nodule", []string{"guzek", "guzk"}}, {"mass", []string{"guz$", "guza$"}}, {"lesion", []string{"zmian"}}, {"cyst", []string{"torbiel"}}, {"lymph node", []string{"węzeł", "węzł"}}},
		procedures: []procedure{
			{stems: []string{"cholecystektom"}, organ: "gallbladder"}, {stems: []string{"nefrektom"}, organ: "kidney", paired: true},
			{stems: []string{"splenektom"}, organ: "spleen"}, {stems: []string{"histerektom"}, organ: "uterus"},
			{stems: []string{"appendektom"}, organ: "appendix"}, {stems: []string{"tyreoidektom", "tyroidektom"}, organ: "thyroid"},
			{stems: []string{"mastektom"}, organ: "breast", paired: true}, {stems: []string{"prostatektom"}, organ: "prostate"},
			{stems: []string{"pneumonektom"}, organ: "lung", paired: true},
		},
		organs: []term{
			{"gallbladder", []string{"pęcherzyk żółciowy", "pęcherzyk"}}, {"kidney", []string{"nerk"}}, {"spleen", []string{"śledzion"}},
			{"uterus", []string{"macic"}}, {"appendix", []string{"wyrostek"}}, {"thyroid", []string{"tarczyc"}}, {"breast", []string{"pierś", "piersi"}},
			{"prostate", []string{"prostat", "gruczoł krokowy"}}, {"lung", []string{"płuc"}},
		},
		leftovers: []string{"lóż", "nieobecn", "usunięt", "resekc", "operac", "nie$", "klips", "brak$"},
		partial:   []string{"częściow", "hemi", "planowan"},
		female:    []string{"macic", "jajnik", "histerektom"},
		male:      []string{"prostat", "jąder", "jądr", "moszn"},
		msg:       commaMessages(),
	})
	register("lt", &vocabulary{
		left: []string{"kair"}, right: []string{"dešin", "desin"}, both: []string{"abipus", "abiej"},
		negation: []string{"nėra$", "be$", "ne$", "nerasta$"}, not: []string{"ne$"},
		seen:     []string{"stebim", "matom", "nustatyt", "rast"},
		breakers: []string{"bet$", "tačiau$", "išskyrus$"}, clauseBreakers: []string{"ir$", "su$"},
		uncertain: []string{"galim", "tikėtin", "įtari", "abejotin"},
		history:   []string{"ankstesn", "anksčiau", "žinom", "stabil", "nepakit"},
		findings: []term{
			{"pleural effusion", []string{"skysčio", "skystis", "skysčių"}}, {"pneumothorax", []string{"pneumotorak"}},
			{"atelectasis", []string{"atelektaz"}}, {"nodule", []string{"mazg"}}, {"fracture", []string{"lūži"}}, {"edema", []string{"edem"}},
			{"pneumonia", []string{"pneumonij", "plaučių uždegim"}},
		},
		places: []term{
			{"lower zone", []string{"apatin"}}, {"upper zone", []string{"viršutin", "viršūn"}}, {"lung", []string{"plauč", "plauti"}},
			{"kidney", []string{"inkst"}}, {"breast", []string{"krūt"}}, {"ovary", []string{"kiaušid"}},
		},
		lesions: []term{{"nodule", []string{"mazg"}}, {"lesion", []string{"darin", "pažeid"}}, {"cyst", []string{"cist"}}, {"lymph node", []string{"limfmazg"}}},
		procedures: []procedure{
			{stems: []string{"cholecistektom"}, organ: "gallbladder"}, {stems: []string{"nefrektom"}, organ: "kidney", paired: true},
			{stems: []string{"splenektom"}, organ: "spleen"}, {stems: []string{"histerektom"}, organ: "uterus"},
			{stems: []string{"apendektom"}, organ: "appendix"}, {stems: []string{"tiroidektom", "tireoidektom"}, organ: "thyroid"},
			{stems: []string{"mastektom"}, organ: "breast", paired: true}, {stems: []string{"prostatektom"}, organ: "prostate"},
			{stems: []string{"pneumonektom"}, organ: "lung", paired: true},
		},
		organs: []term{
			{"gallbladder", []string{"tulžies pūsl", "tulžies"}}, {"kidney", []string{"inkst"}}, {"spleen", []string{"blužn"}},
			{"uterus", []string{"gimd"}}, {"appendix", []string{"apendiks", "aklosios žarnos atauga"}}, {"thyroid", []string{"skydliauk", "skydin"}},
			{"breast", []string{"krūt"}}, {"prostate", []string{"prostat", "priešinė liauka"}}, {"lung", []string{"plauč", "plautis"}},
		},
		leftovers: []string{"guol", "pašalint", "operuot", "rezekc", "nėra$", "ne$"},
		partial:   []string{"dalin", "hemi", "planuojam"},
		female:    []string{"gimd", "kiaušid", "histerektom"},
		male:      []string{"prostat", "sėklid", "kapšel"},
		msg:       commaMessages(),
	})
	register("sl", &vocabulary{
		left:     []string{"levi$", "leva$", "levo$", "leve$", "levega$", "levem$", "levih$", "levim$"},
		right:    []string{"desni$", "desna$", "desno$", "desne$", "desnega$", "desnem$", "desnih$", "desnim$"},
		both:     []string{"obojestransk", "obeh$", "oba$", "obe$"},
		linking:  []string{"v$", "na$", "strani$"},
		negation: []string{"ni$", "brez$", "ne$", "niso$"}, not: []string{"ne$", "ni$"},
		seen:     []string{"vidn", "prikaz", "opaz", "ugotov"},
		breakers: []string{"vendar$", "toda$", "razen$", "ampak$"}, clauseBreakers: []string{"in$", "z$", "s$"},
		uncertain: []string{"možn", "verjetn", "sum$", "suspekt", "vprašljiv"},
		history:   []string{"predhodn", "prejšn", "znan", "stabiln", "nespremenjen"},
		findings: []term{
			{"pleural effusion", []string{"plevraln izliv", "izliv"}}, {"pneumothorax", []string{"pnevmotoraks"}},
			{"consolidation", []string{"konsolidac"}}, {"atelectasis", []string{"atelektaz"}}, {"nodule", []string{"nodul", "vozel"}},
			{"fracture", []string{"zlom"}}, {"edema", []string{"edem"}}, {"pneumonia", []string{"pljučnic"}},
		},
		places: []term{
			{"lower zone", []string{"spodnj"}}, {"upper zone", []string{"zgornj"}}, {"lung", []string{"pljuč"}},
			{"kidney", []string{"ledvic"}}, {"breast", []string{"dojk"}}, {"ovary", []string{"jajčnik"}},
		},
		lesions: []term{{"nodule", []string{"nodul", "vozel", "vozl"}}, {"lesion", []string{"lezij", "sprememb"}}, {"cyst", []string{"cist"}}, {"lymph node", []string{"bezgavk"}}},
		procedures: []procedure{
			{stems: []string{"holecistektom"}, organ: "gallbladder"}, {stems: []string{"nefrektom"}, organ: "kidney", paired: true},
			{stems: []string{"splenektom"}, organ: "spleen"}, {stems: []string{"histerektom"}, organ: "uterus"},
			{stems: []string{"apendektom"}, organ: "appendix"}, {stems: []string{"tiroidektom", "tireoidektom"}, organ: "thyroid"},
			{stems: []string{"mastektom"}, organ: "breast", paired: true}, {stems: []string{"prostatektom"}, organ: "prostate"},
			{stems: []string{"pnevmonektom"}, organ: "lung", paired: true},
		},
		organs: []term{
			{"gallbladder", []string{"žolčnik"}}, {"kidney", []string{"ledvic"}}, {"spleen", []string{"vranic"}}, {"uterus", []string{"maternic"}},
			{"appendix", []string{"slepič", "apendiks"}}, {"thyroid", []string{"ščitnic"}}, {"breast", []string{"dojk"}},
			{"prostate", []string{"prostat", "obsečnic"}}, {"lung", []string{"pljuč"}},
		},
		leftovers: []string{"ležišč", "odstranjen", "operir", "resekc", "ni$", "ne$", "sponk"},
		partial:   []string{"delna", "delno", "hemi", "načrtovan"},
		female:    []string{"maternic", "jajčnik", "histerektom"},
		male:      []string{"prostat", "obsečnic", "mod$", "modi$", "skrot"},
		msg:       commaMessages(),
	})
	register("el", &vocabulary{
		left: []string{"αριστερ"}, right: []string{"δεξι", "δεξί"}, both: []string{"αμφοτερόπλευρ", "αμφοτεροπλευρ", "αμφω"},
		linking:  []string{"στο$", "στη$", "στην$", "του$", "της$", "δεξιά$"},
		negation: []string{"δεν$", "χωρίς$", "όχι$", "ουδεμία$", "απουσία"}, not: []string{"δεν$"},
		seen:     []string{"παρατηρ", "απεικον", "αναδεικν", "διαπιστ"},
		breakers: []string{"αλλά$", "όμως$", "εκτός$"}, clauseBreakers: []string{"και$", "με$"},
		uncertain: []string{"πιθαν", "ενδεχομ", "ύποπτ", "υποψία"},
		history:   []string{"προηγ", "γνωστ", "σταθερ", "αμετάβλητ"},
		findings: []term{
			{"pleural effusion", []string{"πλευριτική συλλογή", "πλευριτικ συλλογ", "συλλογ"}}, {"pneumothorax", []string{"πνευμοθώρακ", "πνευμοθωρακ"}},
			{"atelectasis", []string{"ατελεκτασ"}}, {"nodule", []string{"οζίδι", "οζιδ"}}, {"fracture", []string{"κάταγμ", "καταγμ"}},
			{"edema", []string{"οίδημ", "οιδημ"}}, {"pneumonia", []string{"πνευμονί", "πνευμονι"}},
		},
		places: []term{
			{"lower zone", []string{"κάτω λοβ", "κατω λοβ", "βάσ"}}, {"upper zone", []string{"άνω λοβ", "ανω λοβ", "κορυφ"}},
			{"lung", []string{"πνεύμον", "πνευμον", "ημιθωρ"}}, {"kidney", []string{"νεφρ"}}, {"breast", []string{"μαστ"}}, {"ovary", []string{"ωοθήκ", "ωοθηκ"}},
		},
		lesions: []term{{"nodule", []string{"οζίδι", "οζιδ", "όζ"}}, {"mass", []string{"μάζα", "μαζα"}}, {"lesion", []string{"βλάβ", "βλαβ", "αλλοίωσ"}}, {"cyst", []string{"κύστ"}}, {"lymph node", []string{"λεμφαδ"}}},
		procedures: []procedure{
			{stems: []string{"χολοκυστεκτομ"}, organ: "gallbladder"}, {stems: []string{"νεφρεκτομ"}, organ: "kidney", paired: true},
			{stems: []string{"σπληνεκτομ"}, organ: "spleen"}, {stems: []string{"υστερεκτομ"}, organ: "uterus"},
			{stems: []string{"σκωληκοειδεκτομ"}, organ: "appendix"}, {stems: []string{"θυρεοειδεκτομ"}, organ: "thyroid"},
			{stems: []string{"μαστεκτομ"}, organ: "breast", paired: true}, {stems: []string{"προστατεκτομ"}, organ: "prostate"},
			{stems: []string{"πνευμονεκτομ"}, organ: "lung", paired: true},
		},
		organs: []term{
			{"gallbladder", []string{"χοληδόχ", "χοληδοχ"}}, {"kidney", []string{"νεφρ"}}, {"spleen", []string{"σπλήν", "σπλην"}}, {"uterus", []string{"μήτρ", "μητρ"}},
			{"appendix", []string{"σκωληκοειδ"}}, {"thyroid", []string{"θυρεοειδ"}}, {"breast", []string{"μαστ"}},
			{"prostate", []string{"προστάτ", "προστατ"}}, {"lung", []string{"πνεύμον", "πνευμον"}},
		},
		leftovers: []string{"κοίτη", "αφαιρ", "χειρουργ", "εκτομ", "δεν$", "απουσ"},
		partial:   []string{"μερικ", "ημι", "προγραμματ"},
		female:    []string{"μήτρ", "μητρ", "ωοθήκ", "ωοθηκ", "υστερεκτομ"},
		male:      []string{"προστάτ", "προστατ", "όρχ", "ορχε", "οσχε"},
		msg:       commaMessages(),
	})
}
