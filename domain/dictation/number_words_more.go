package dictation

import "github.com/radscribe/radscribe/domain/measurement"

// The number words of Polish, Romanian, Swedish, Slovenian, Lithuanian and Greek, with their
// units. Grammatical forms of one value are spellings of it ("dwa|dwie|dwóch"); an article that
// is also "one" ("en", "un", "ένα") stays a word unless a unit or a number follows it.

func init() {
	registerNumbers("pl", &numberLanguage{
		words: merged(
			counted(kindDigit, 0, 1, "zero", "jeden|jedna|jedno|jednego", "dwa|dwie|dwóch|dwoma", "trzy|trzech",
				"cztery|czterech", "pięć|pięciu", "sześć|sześciu", "siedem|siedmiu", "osiem|ośmiu", "dziewięć|dziewięciu"),
			counted(kindComplete, 10, 1, "dziesięć|dziesięciu", "jedenaście|jedenastu", "dwanaście|dwunastu",
				"trzynaście|trzynastu", "czternaście|czternastu", "piętnaście|piętnastu", "szesnaście|szesnastu",
				"siedemnaście|siedemnastu", "osiemnaście|osiemnastu", "dziewiętnaście|dziewiętnastu"),
			counted(kindTens, 20, 10, "dwadzieścia|dwudziestu", "trzydzieści|trzydziestu", "czterdzieści|czterdziestu",
				"pięćdziesiąt|pięćdziesięciu", "sześćdziesiąt|sześćdziesięciu", "siedemdziesiąt|siedemdziesięciu",
				"osiemdziesiąt|osiemdziesięciu", "dziewięćdziesiąt|dziewięćdziesięciu"),
			counted(kindHundreds, 100, 100, "sto|stu", "dwieście", "trzysta", "czterysta", "pięćset", "sześćset",
				"siedemset", "osiemset", "dziewięćset"),
			counted(kindThousand, 1000, 0, "tysiąc|tysiące|tysięcy"),
		),
		decimalWords: set("przecinek"),
		decimalMark:  ",",
		halves:       [][]string{{"i", "pół"}},
		signs:        set("minus"),
		units: unitTable(
			unitWords(measurement.Millimetre, "milimetr", "milimetry", "milimetrów", "milimetra", "milimetrach"),
			unitWords(measurement.Centimetre, "centymetr", "centymetry", "centymetrów", "centymetra", "centymetrach"),
			unitWords(measurement.Millilitre, "mililitr", "mililitry", "mililitrów", "mililitra", "centymetrów sześciennych"),
			unitWords(measurement.Hounsfield, "jednostek hounsfielda", "jednostki hounsfielda"),
			unitWords(measurement.MillimetreOfMercury, "milimetrów słupa rtęci"),
			unitWords(measurement.CentimetrePerSecond, "centymetrów na sekundę"),
		),
		times:   set("na", "x", "razy"),
		between: set("do", "i", "lub", "albo"),
	})
	registerNumbers("ro", &numberLanguage{
		words: merged(
			counted(kindDigit, 0, 1, "zero", "unu|un|una", "doi|două|doua", "trei", "patru", "cinci", "șase|sase|şase",
				"șapte|sapte|şapte", "opt", "nouă|noua"),
			counted(kindComplete, 10, 1, "zece", "unsprezece", "doisprezece|douăsprezece|douasprezece", "treisprezece",
				"paisprezece", "cincisprezece", "șaisprezece|saisprezece", "șaptesprezece|saptesprezece", "optsprezece",
				"nouăsprezece|nouasprezece"),
			counted(kindTens, 20, 10, "douăzeci|douazeci", "treizeci", "patruzeci", "cincizeci", "șaizeci|saizeci",
				"șaptezeci|saptezeci", "optzeci", "nouăzeci|nouazeci"),
			counted(kindHundred, 100, 0, "sută|suta|sute"), counted(kindThousand, 1000, 0, "mie|mii"), joins("și", "si"),
		),
		tensJoin:     "și",
		decimalWords: set("virgulă", "virgula"),
		decimalMark:  ",",
		halves:       [][]string{{"și", "jumătate"}, {"si", "jumatate"}},
		signs:        set("minus"),
		units: unitTable(
			unitWords(measurement.Millimetre, "milimetru", "milimetri", "milimetrul"),
			unitWords(measurement.Centimetre, "centimetru", "centimetri", "centimetrul"),
			unitWords(measurement.Millilitre, "mililitru", "mililitri", "centimetri cubi"),
			unitWords(measurement.Hounsfield, "unități hounsfield", "unitati hounsfield", "unități hu"),
			unitWords(measurement.MillimetreOfMercury, "milimetri coloană de mercur", "milimetri de mercur"),
			unitWords(measurement.CentimetrePerSecond, "centimetri pe secundă", "centimetri pe secunda"),
		),
		times:   set("pe", "x", "ori"),
		between: set("la", "și", "si", "sau"),
	})
	registerNumbers("sv", &numberLanguage{
		words: merged(
			counted(kindDigit, 0, 1, "noll", "en|ett", "två", "tre", "fyra", "fem", "sex", "sju", "åtta", "nio"),
			counted(kindComplete, 10, 1, "tio", "elva", "tolv", "tretton", "fjorton", "femton", "sexton", "sjutton",
				"arton", "nitton"),
			counted(kindTens, 20, 10, "tjugo", "trettio", "fyrtio", "femtio", "sextio", "sjuttio", "åttio", "nittio"),
			counted(kindHundred, 100, 0, "hundra"), counted(kindThousand, 1000, 0, "tusen"),
		),
		compound:     true,
		decimalWords: set("komma"),
		decimalMark:  ",",
		halves:       [][]string{{"och", "en", "halv"}},
		signs:        set("minus"),
		units: unitTable(
			unitWords(measurement.Millimetre, "millimeter"),
			unitWords(measurement.Centimetre, "centimeter"),
			unitWords(measurement.Millilitre, "milliliter", "kubikcentimeter"),
			unitWords(measurement.Hounsfield, "hounsfieldenheter", "hounsfield enheter"),
			unitWords(measurement.MillimetreOfMercury, "millimeter kvicksilver"),
			unitWords(measurement.CentimetrePerSecond, "centimeter per sekund"),
		),
		times:   set("gånger", "x"),
		between: set("till", "och", "eller"),
	})
	registerNumbers("sl", &numberLanguage{
		words: merged(
			counted(kindDigit, 0, 1, "nič", "ena|en|eno|enega", "dva|dve|dveh", "tri|treh", "štiri|štirih", "pet|petih",
				"šest|šestih", "sedem|sedmih", "osem|osmih", "devet|devetih"),
			counted(kindComplete, 10, 1, "deset|desetih", "enajst", "dvanajst", "trinajst", "štirinajst", "petnajst",
				"šestnajst", "sedemnajst", "osemnajst", "devetnajst"),
			counted(kindTens, 20, 10, "dvajset", "trideset", "štirideset", "petdeset", "šestdeset", "sedemdeset",
				"osemdeset", "devetdeset"),
			counted(kindHundreds, 100, 100, "sto", "dvesto", "tristo", "štiristo", "petsto", "šeststo", "sedemsto",
				"osemsto", "devetsto"),
			counted(kindThousand, 1000, 0, "tisoč"), joins("in"),
		),
		// Slovenian says the unit before the tens, as German does: "petindvajset" is 25.
		compound:     true,
		unitsJoin:    "in",
		decimalWords: set("vejica"),
		decimalMark:  ",",
		halves:       [][]string{{"in", "pol"}},
		signs:        set("minus"),
		units: unitTable(
			unitWords(measurement.Millimetre, "milimeter", "milimetra", "milimetrov", "milimetri", "milimetre"),
			unitWords(measurement.Centimetre, "centimeter", "centimetra", "centimetrov", "centimetri", "centimetre"),
			unitWords(measurement.Millilitre, "mililiter", "mililitra", "mililitrov", "mililitri"),
			unitWords(measurement.Hounsfield, "hounsfieldovih enot", "hounsfieldove enote"),
			unitWords(measurement.MillimetreOfMercury, "milimetrov živega srebra"),
			unitWords(measurement.CentimetrePerSecond, "centimetrov na sekundo"),
		),
		times:   set("krat", "x"),
		between: set("do", "in", "ali"),
	})
	registerNumbers("lt", &numberLanguage{
		words: merged(
			counted(kindDigit, 0, 1, "nulis", "vienas|viena|vieno", "du|dvi|dviejų", "trys|trijų", "keturi|keturios|keturių",
				"penki|penkios|penkių", "šeši|šešios|šešių", "septyni|septynios|septynių", "aštuoni|aštuonios|aštuonių",
				"devyni|devynios|devynių"),
			counted(kindComplete, 10, 1, "dešimt|dešimties", "vienuolika|vienuolikos", "dvylika|dvylikos",
				"trylika|trylikos", "keturiolika|keturiolikos", "penkiolika|penkiolikos", "šešiolika|šešiolikos",
				"septyniolika|septyniolikos", "aštuoniolika|aštuoniolikos", "devyniolika|devyniolikos"),
			counted(kindTens, 20, 10, "dvidešimt|dvidešimties", "trisdešimt|trisdešimties", "keturiasdešimt|keturiasdešimties",
				"penkiasdešimt|penkiasdešimties", "šešiasdešimt|šešiasdešimties", "septyniasdešimt|septyniasdešimties",
				"aštuoniasdešimt|aštuoniasdešimties", "devyniasdešimt|devyniasdešimties"),
			counted(kindHundred, 100, 0, "šimtas|šimtai|šimtų"), counted(kindThousand, 1000, 0, "tūkstantis|tūkstančiai|tūkstančių"),
		),
		decimalWords: set("kablelis", "kablelio"),
		decimalMark:  ",",
		halves:       [][]string{{"su", "puse"}},
		signs:        set("minus"),
		units: unitTable(
			unitWords(measurement.Millimetre, "milimetras", "milimetrai", "milimetrų", "milimetro"),
			unitWords(measurement.Centimetre, "centimetras", "centimetrai", "centimetrų", "centimetro"),
			unitWords(measurement.Millilitre, "mililitras", "mililitrai", "mililitrų", "mililitro"),
			unitWords(measurement.Hounsfield, "hounsfieldo vienetai", "hounsfieldo vienetų"),
			unitWords(measurement.MillimetreOfMercury, "gyvsidabrio stulpelio milimetrai", "gyvsidabrio stulpelio milimetrų"),
			unitWords(measurement.CentimetrePerSecond, "centimetrai per sekundę", "centimetrų per sekundę"),
		),
		times:   set("x", "iš"),
		between: set("iki", "ir", "ar"),
	})
	registerNumbers("el", &numberLanguage{
		words: merged(
			counted(kindDigit, 0, 1, "μηδέν", "ένα|ένας|μία|μια|ενός", "δύο|δυο", "τρία|τρεις|τριών", "τέσσερα|τέσσερις|τεσσάρων",
				"πέντε", "έξι", "επτά|εφτά", "οκτώ|οχτώ", "εννέα|εννιά"),
			counted(kindComplete, 10, 1, "δέκα", "έντεκα", "δώδεκα", "δεκατρία|δεκατρείς", "δεκατέσσερα|δεκατέσσερις",
				"δεκαπέντε", "δεκαέξι", "δεκαεπτά|δεκαεφτά", "δεκαοκτώ|δεκαοχτώ", "δεκαεννέα|δεκαεννιά"),
			counted(kindTens, 20, 10, "είκοσι", "τριάντα", "σαράντα", "πενήντα", "εξήντα", "εβδομήντα", "ογδόντα", "ενενήντα"),
			counted(kindHundreds, 100, 100, "εκατό|εκατόν", "διακόσια", "τριακόσια", "τετρακόσια", "πεντακόσια", "εξακόσια",
				"επτακόσια|εφτακόσια", "οκτακόσια|οχτακόσια", "εννιακόσια|εννεακόσια"),
			counted(kindThousand, 1000, 0, "χίλια|χιλιάδες"),
		),
		decimalWords: set("κόμμα"),
		decimalMark:  ",",
		halves:       [][]string{{"και", "μισό"}},
		signs:        set("μείον", "πλην"),
		units: unitTable(
			unitWords(measurement.Millimetre, "χιλιοστά", "χιλιοστό", "χιλιοστών", "χιλιοστόμετρα"),
			unitWords(measurement.Centimetre, "εκατοστά", "εκατοστό", "εκατοστών", "εκατοστόμετρα"),
			unitWords(measurement.Millilitre, "χιλιοστόλιτρα", "χιλιοστόλιτρο", "κυβικά εκατοστά"),
			unitWords(measurement.Hounsfield, "μονάδες hounsfield"),
			unitWords(measurement.MillimetreOfMercury, "χιλιοστά στήλης υδραργύρου"),
			unitWords(measurement.CentimetrePerSecond, "εκατοστά ανά δευτερόλεπτο"),
		),
		times:   set("επί", "x"),
		between: set("έως", "και", "ή"),
	})
}
