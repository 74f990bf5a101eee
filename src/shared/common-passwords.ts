// The most common passwords of 8 or more characters (shorter ones are refused anyway): the top
// of public breach-derived lists, and their usual variants (a word plus `1`, `123`, `!` or a
// recent year, keyboard walks, site words). 1680 entries, lowercase; the check ignores case.
// Kept in its own module so only the code that checks new passwords (the server and the lazy
// sign-up / password pages) loads it, never the home page bundle.
const LIST = `
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa$$word
passwort qwertyui qwerty123 qwerty12 qwerty1234 qwertyuiop 1qaz2wsx 1q2w3e4r 1q2w3e4r5t
1q2w3e4r5t6y zaq12wsx qazwsxedc qwer1234 asdfghjk asdfghjkl asdf1234 zxcvbnm1 zxcvbnm123
1qazxsw2 q1w2e3r4 q1w2e3r4t5 a1b2c3d4 abcd1234 abc12345 abcdefgh abcdefg1 aa123456
a1234567 a12345678 1234qwer 12qwaszx qweasdzxc iloveyou iloveyou1 iloveyou2 ilovegod
iloveyou! princess princess1 sunshine sunshine1 football football1 baseball baseball1
basketball superman superman1 batman123 starwars starwars1 trustno1 welcome1 welcome123
letmein1 letmein123 monkey123 dragon123 master123 shadow123 michael1 jennifer jordan23
hunter22 harley12 ranger12 buster12 charlie1 charlie123 chocolate computer computer1
whatever whatever1 freedom1 internet maverick mercedes michelle midnight mustang1 samantha
scorpion slipknot snowball sparky12 spiderman spongebob stephanie summer12 thunder1
tigger12 tomcat12 victoria vikings1 winston1 yankees1 zeppelin babygirl babygirl1
butterfly cheyenne christian christine cocacola cookie12 corvette cowboys1 danielle
diamond1 elephant fernando fireball flower12 forever1 gangster garfield godzilla gordon24
hello123 hellokitty hockey12 honey123 isabella jessica1 jonathan joshua12 juventus
katherine kimberly lakers24 liverpool loveme12 lovelove lovely12 madison1 matthew1
mickey12 minecraft mistress monster1 nicholas nicole12 november october1 patricia peaches1
pokemon1 precious purple12 rainbow1 rebecca1 richard1 robert12 rockstar rosebud1 scooter1
security september shannon1 soccer12 softball sophie12 startrek success1 sweetie1 taylor13
thomas12 tinkerbell trinity1 unicorn1 vanessa1 veronica victory1 warrior1 william1
wolfpack yamaha12 zachary1 zombie12 administrator admin123 admin1234 adminadmin
administrator1 root1234 toor1234 changeme changeme1 default1 guest123 test1234 testing1
testtest temp1234 user1234 login123 welcome! passpass qwerty!@ 1q2w3e4r! !qaz2wsx @dmin123
secret12 secret123 mypassword mypass123 letmein! asdfasdf asdf;lkj qwertyqwerty 1234abcd
12345abc 123456abc 123abc123 abc123abc abcabc123 q1w2e3r4t5y6 qazwsx123 qwe123qwe
123qweasd qweasd123 zxc12345 asd12345 qwe12345 aaaaaaaa bbbbbbbb football12 michael12
jordan123 jessica12 ashley123 daniel123 andrew123 joshua123 anthony1 princess12 sunshine12
monkey12 dragon12 master12 shadow12 killer12 pepper12 ginger12 hammer12 dallas12 austin12
thunder12 taylor12 matrix12 marina12 maggie12 lucky123 jasmine1 heather1 fuckyou1 fuckoff1
asshole1 bitch123 pussy123 sexy1234 lovers12 playboy1 hardcore blowjob1 airplane airborne
paraglider paragliding paramotor skydiving freeflight flyhigh1 flying123 airgear1
airgear123 glider12 parapente gleitschirm parachute thermals crosscountry marketplace
password! password@ password# password01 password02 password11 password99 password2020
password2021 password2022 password2023 password2024 password2025 password2026 welcome2020
welcome2021 welcome2022 welcome2023 welcome2024 welcome2025 welcome2026 summer2020
summer2021 summer2022 summer2023 summer2024 summer2025 summer2026 winter2020 winter2021
winter2022 winter2023 winter2024 winter2025 winter2026 spring2023 spring2024 spring2025
spring2026 autumn2024 autumn2025 autumn2026 qwerty2020 qwerty2024 qwerty2025 qwerty2026
letmein2024 letmein2025 senha123 senha1234 saudade1 benfica1 portugal porto123 sporting
futebol1 flamengo corinthians contrasena contraseña micontraseña barcelona realmadrid
espana123 madrid123 teamo123 tequiero motdepasse azertyui azerty123 azertyuiop soleil12
doudou12 chouchou marseille loulou12 bonjour1 jetaime1 nicolas1 france12 football10
liverpool1 chelsea1 arsenal1 manchester password12345 password1! password123! password69
password7 password@123 passwordpassword welcome12 welcome1234 welcome12345 welcome1!
welcome123! welcome01 welcome69 welcome7 welcome99 welcome@123 welcomewelcome letmein12
letmein1234 letmein12345 letmein1! letmein123! letmein01 letmein69 letmein7 letmein99
letmein2026 letmein@123 letmeinletmein monkey1234 monkey12345 monkey1! monkey123! monkey01
monkey69 monkey99 monkey2024 monkey2025 monkey2026 monkey@123 monkeymonkey dragon1234
dragon12345 dragon1! dragon123! dragon01 dragon69 dragon99 dragon2024 dragon2025
dragon2026 dragon@123 dragondragon master1234 master12345 master1! master123! master01
master69 master99 master2024 master2025 master2026 master@123 mastermaster shadow1234
shadow12345 shadow1! shadow123! shadow01 shadow69 shadow99 shadow2024 shadow2025
shadow2026 shadow@123 shadowshadow sunshine123 sunshine1234 sunshine12345 sunshine!
sunshine1! sunshine123! sunshine01 sunshine69 sunshine7 sunshine99 sunshine2024
sunshine2025 sunshine2026 sunshine@123 sunshinesunshine princess123 princess1234
princess12345 princess! princess1! princess123! princess01 princess69 princess7 princess99
princess2024 princess2025 princess2026 princess@123 princessprincess football123
football1234 football12345 football! football1! football123! football01 football69
football7 football99 football2024 football2025 football2026 football@123 footballfootball
baseball12 baseball123 baseball1234 baseball12345 baseball! baseball1! baseball123!
baseball01 baseball69 baseball7 baseball99 baseball2024 baseball2025 baseball2026
baseball@123 baseballbaseball iloveyou12 iloveyou123 iloveyou1234 iloveyou12345 iloveyou1!
iloveyou123! iloveyou01 iloveyou69 iloveyou7 iloveyou99 iloveyou2024 iloveyou2025
iloveyou2026 iloveyou@123 iloveyouiloveyou trustno11 trustno112 trustno1123 trustno11234
trustno112345 trustno1! trustno11! trustno1123! trustno101 trustno169 trustno17 trustno199
trustno12024 trustno12025 trustno12026 trustno1@123 trustno1trustno1 superman12
superman123 superman1234 superman12345 superman! superman1! superman123! superman01
superman69 superman7 superman99 superman2024 superman2025 superman2026 superman@123
supermansuperman batman12 batman1234 batman12345 batman1! batman123! batman01 batman69
batman99 batman2024 batman2025 batman2026 batman@123 batmanbatman michael123 michael1234
michael12345 michael! michael1! michael123! michael01 michael69 michael7 michael99
michael2024 michael2025 michael2026 michael@123 michaelmichael jennifer1 jennifer12
jennifer123 jennifer1234 jennifer12345 jennifer! jennifer1! jennifer123! jennifer01
jennifer69 jennifer7 jennifer99 jennifer2024 jennifer2025 jennifer2026 jennifer@123
jenniferjennifer jordan12 jordan1234 jordan12345 jordan1! jordan123! jordan01 jordan69
jordan99 jordan2024 jordan2025 jordan2026 jordan@123 jordanjordan hunter12 hunter123
hunter1234 hunter12345 hunter1! hunter123! hunter01 hunter69 hunter99 hunter2024
hunter2025 hunter2026 hunter@123 hunterhunter harley123 harley1234 harley12345 harley1!
harley123! harley01 harley69 harley99 harley2024 harley2025 harley2026 harley@123
harleyharley ranger123 ranger1234 ranger12345 ranger1! ranger123! ranger01 ranger69
ranger99 ranger2024 ranger2025 ranger2026 ranger@123 rangerranger buster123 buster1234
buster12345 buster1! buster123! buster01 buster69 buster99 buster2024 buster2025
buster2026 buster@123 busterbuster charlie12 charlie1234 charlie12345 charlie! charlie1!
charlie123! charlie01 charlie69 charlie7 charlie99 charlie2024 charlie2025 charlie2026
charlie@123 charliecharlie thomas123 thomas1234 thomas12345 thomas1! thomas123! thomas01
thomas69 thomas99 thomas2024 thomas2025 thomas2026 thomas@123 thomasthomas robert123
robert1234 robert12345 robert1! robert123! robert01 robert69 robert99 robert2024
robert2025 robert2026 robert@123 robertrobert daniel12 daniel1234 daniel12345 daniel1!
daniel123! daniel01 daniel69 daniel99 daniel2024 daniel2025 daniel2026 daniel@123
danieldaniel andrew12 andrew1234 andrew12345 andrew1! andrew123! andrew01 andrew69
andrew99 andrew2024 andrew2025 andrew2026 andrew@123 andrewandrew joshua1234 joshua12345
joshua1! joshua123! joshua01 joshua69 joshua99 joshua2024 joshua2025 joshua2026 joshua@123
joshuajoshua ashley12 ashley1234 ashley12345 ashley1! ashley123! ashley01 ashley69
ashley99 ashley2024 ashley2025 ashley2026 ashley@123 ashleyashley jessica123 jessica1234
jessica12345 jessica! jessica1! jessica123! jessica01 jessica69 jessica7 jessica99
jessica2024 jessica2025 jessica2026 jessica@123 jessicajessica matthew12 matthew123
matthew1234 matthew12345 matthew! matthew1! matthew123! matthew01 matthew69 matthew7
matthew99 matthew2024 matthew2025 matthew2026 matthew@123 matthewmatthew anthony12
anthony123 anthony1234 anthony12345 anthony! anthony1! anthony123! anthony01 anthony69
anthony7 anthony99 anthony2024 anthony2025 anthony2026 anthony@123 anthonyanthony
pepper123 pepper1234 pepper12345 pepper1! pepper123! pepper01 pepper69 pepper99 pepper2024
pepper2025 pepper2026 pepper@123 pepperpepper ginger123 ginger1234 ginger12345 ginger1!
ginger123! ginger01 ginger69 ginger99 ginger2024 ginger2025 ginger2026 ginger@123
gingerginger hammer123 hammer1234 hammer12345 hammer1! hammer123! hammer01 hammer69
hammer99 hammer2024 hammer2025 hammer2026 hammer@123 hammerhammer killer123 killer1234
killer12345 killer1! killer123! killer01 killer69 killer99 killer2024 killer2025
killer2026 killer@123 killerkiller qwerty12345 qwerty1! qwerty123! qwerty01 qwerty69
qwerty99 qwerty@123 admin12345 admin123! admin2024 admin2025 admin2026 admin@123 login1234
login12345 login123! login2024 login2025 login2026 login@123 loginlogin secret1234
secret12345 secret1! secret123! secret01 secret69 secret99 secret2024 secret2025
secret2026 secret@123 secretsecret lovely123 lovely1234 lovely12345 lovely1! lovely123!
lovely01 lovely69 lovely99 lovely2024 lovely2025 lovely2026 lovely@123 lovelylovely
freedom12 freedom123 freedom1234 freedom12345 freedom! freedom1! freedom123! freedom01
freedom69 freedom7 freedom99 freedom2024 freedom2025 freedom2026 freedom@123
freedomfreedom flower123 flower1234 flower12345 flower1! flower123! flower01 flower69
flower99 flower2024 flower2025 flower2026 flower@123 flowerflower summer123 summer1234
summer12345 summer1! summer123! summer01 summer69 summer99 summer@123 summersummer
winter12 winter123 winter1234 winter12345 winter1! winter123! winter01 winter69 winter99
winter@123 winterwinter spring12 spring123 spring1234 spring12345 spring1! spring123!
spring01 spring69 spring99 spring@123 springspring autumn12 autumn123 autumn1234
autumn12345 autumn1! autumn123! autumn01 autumn69 autumn99 autumn@123 autumnautumn
hello1234 hello12345 hello123! hello2024 hello2025 hello2026 hello@123 hellohello
cookie123 cookie1234 cookie12345 cookie1! cookie123! cookie01 cookie69 cookie99 cookie2024
cookie2025 cookie2026 cookie@123 cookiecookie chicken1 chicken12 chicken123 chicken1234
chicken12345 chicken! chicken1! chicken123! chicken01 chicken69 chicken7 chicken99
chicken2024 chicken2025 chicken2026 chicken@123 chickenchicken cheese12 cheese123
cheese1234 cheese12345 cheese1! cheese123! cheese01 cheese69 cheese99 cheese2024
cheese2025 cheese2026 cheese@123 cheesecheese banana12 banana123 banana1234 banana12345
banana1! banana123! banana01 banana69 banana99 banana2024 banana2025 banana2026 banana@123
bananabanana orange12 orange123 orange1234 orange12345 orange1! orange123! orange01
orange69 orange99 orange2024 orange2025 orange2026 orange@123 orangeorange purple123
purple1234 purple12345 purple1! purple123! purple01 purple69 purple99 purple2024
purple2025 purple2026 purple@123 purplepurple yellow12 yellow123 yellow1234 yellow12345
yellow1! yellow123! yellow01 yellow69 yellow99 yellow2024 yellow2025 yellow2026 yellow@123
yellowyellow silver12 silver123 silver1234 silver12345 silver1! silver123! silver01
silver69 silver99 silver2024 silver2025 silver2026 silver@123 silversilver golden12
golden123 golden1234 golden12345 golden1! golden123! golden01 golden69 golden99 golden2024
golden2025 golden2026 golden@123 goldengolden diamond12 diamond123 diamond1234
diamond12345 diamond! diamond1! diamond123! diamond01 diamond69 diamond7 diamond99
diamond2024 diamond2025 diamond2026 diamond@123 diamonddiamond angel123 angel1234
angel12345 angel123! angel2024 angel2025 angel2026 angel@123 angelangel lucky1234
lucky12345 lucky123! lucky2024 lucky2025 lucky2026 lucky@123 luckylucky tiger123 tiger1234
tiger12345 tiger123! tiger2024 tiger2025 tiger2026 tiger@123 tigertiger eagle123 eagle1234
eagle12345 eagle123! eagle2024 eagle2025 eagle2026 eagle@123 eagleeagle falcon12 falcon123
falcon1234 falcon12345 falcon1! falcon123! falcon01 falcon69 falcon99 falcon2024
falcon2025 falcon2026 falcon@123 falconfalcon phoenix1 phoenix12 phoenix123 phoenix1234
phoenix12345 phoenix! phoenix1! phoenix123! phoenix01 phoenix69 phoenix7 phoenix99
phoenix2024 phoenix2025 phoenix2026 phoenix@123 phoenixphoenix legend12 legend123
legend1234 legend12345 legend1! legend123! legend01 legend69 legend99 legend2024
legend2025 legend2026 legend@123 legendlegend ninja123 ninja1234 ninja12345 ninja123!
ninja2024 ninja2025 ninja2026 ninja@123 ninjaninja pirate12 pirate123 pirate1234
pirate12345 pirate1! pirate123! pirate01 pirate69 pirate99 pirate2024 pirate2025
pirate2026 pirate@123 piratepirate hockey123 hockey1234 hockey12345 hockey1! hockey123!
hockey01 hockey69 hockey99 hockey2024 hockey2025 hockey2026 hockey@123 hockeyhockey
soccer123 soccer1234 soccer12345 soccer1! soccer123! soccer01 soccer69 soccer99 soccer2024
soccer2025 soccer2026 soccer@123 soccersoccer tennis12 tennis123 tennis1234 tennis12345
tennis1! tennis123! tennis01 tennis69 tennis99 tennis2024 tennis2025 tennis2026 tennis@123
tennistennis racing12 racing123 racing1234 racing12345 racing1! racing123! racing01
racing69 racing99 racing2024 racing2025 racing2026 racing@123 racingracing rocket12
rocket123 rocket1234 rocket12345 rocket1! rocket123! rocket01 rocket69 rocket99 rocket2024
rocket2025 rocket2026 rocket@123 rocketrocket galaxy12 galaxy123 galaxy1234 galaxy12345
galaxy1! galaxy123! galaxy01 galaxy69 galaxy99 galaxy2024 galaxy2025 galaxy2026 galaxy@123
galaxygalaxy planet12 planet123 planet1234 planet12345 planet1! planet123! planet01
planet69 planet99 planet2024 planet2025 planet2026 planet@123 planetplanet dolphin1
dolphin12 dolphin123 dolphin1234 dolphin12345 dolphin! dolphin1! dolphin123! dolphin01
dolphin69 dolphin7 dolphin99 dolphin2024 dolphin2025 dolphin2026 dolphin@123
dolphindolphin penguin1 penguin12 penguin123 penguin1234 penguin12345 penguin! penguin1!
penguin123! penguin01 penguin69 penguin7 penguin99 penguin2024 penguin2025 penguin2026
penguin@123 penguinpenguin kitten12 kitten123 kitten1234 kitten12345 kitten1! kitten123!
kitten01 kitten69 kitten99 kitten2024 kitten2025 kitten2026 kitten@123 kittenkitten
puppy123 puppy1234 puppy12345 puppy123! puppy2024 puppy2025 puppy2026 puppy@123 puppypuppy
mother12 mother123 mother1234 mother12345 mother1! mother123! mother01 mother69 mother99
mother2024 mother2025 mother2026 mother@123 mothermother father12 father123 father1234
father12345 father1! father123! father01 father69 father99 father2024 father2025
father2026 father@123 fatherfather family12 family123 family1234 family12345 family1!
family123! family01 family69 family99 family2024 family2025 family2026 family@123
familyfamily friend12 friend123 friend1234 friend12345 friend1! friend123! friend01
friend69 friend99 friend2024 friend2025 friend2026 friend@123 friendfriend forever12
forever123 forever1234 forever12345 forever! forever1! forever123! forever01 forever69
forever7 forever99 forever2024 forever2025 forever2026 forever@123 foreverforever jesus123
jesus1234 jesus12345 jesus123! jesus2024 jesus2025 jesus2026 jesus@123 jesusjesus christ12
christ123 christ1234 christ12345 christ1! christ123! christ01 christ69 christ99 christ2024
christ2025 christ2026 christ@123 christchrist heaven12 heaven123 heaven1234 heaven12345
heaven1! heaven123! heaven01 heaven69 heaven99 heaven2024 heaven2025 heaven2026 heaven@123
heavenheaven angels12 angels123 angels1234 angels12345 angels1! angels123! angels01
angels69 angels99 angels2024 angels2025 angels2026 angels@123 angelsangels samsung1
samsung12 samsung123 samsung1234 samsung12345 samsung! samsung1! samsung123! samsung01
samsung69 samsung7 samsung99 samsung2024 samsung2025 samsung2026 samsung@123
samsungsamsung apple123 apple1234 apple12345 apple123! apple2024 apple2025 apple2026
apple@123 appleapple google12 google123 google1234 google12345 google1! google123!
google01 google69 google99 google2024 google2025 google2026 google@123 googlegoogle
facebook1 facebook12 facebook123 facebook1234 facebook12345 facebook! facebook1!
facebook123! facebook01 facebook69 facebook7 facebook99 facebook2024 facebook2025
facebook2026 facebook@123 facebookfacebook iphone12 iphone123 iphone1234 iphone12345
iphone1! iphone123! iphone01 iphone69 iphone99 iphone2024 iphone2025 iphone2026 iphone@123
iphoneiphone android1 android12 android123 android1234 android12345 android! android1!
android123! android01 android69 android7 android99 android2024 android2025 android2026
android@123 androidandroid windows1 windows12 windows123 windows1234 windows12345 windows!
windows1! windows123! windows01 windows69 windows7 windows99 windows2024 windows2025
windows2026 windows@123 windowswindows linux123 linux1234 linux12345 linux123! linux2024
linux2025 linux2026 linux@123 linuxlinux mozilla1 mozilla12 mozilla123 mozilla1234
mozilla12345 mozilla! mozilla1! mozilla123! mozilla01 mozilla69 mozilla7 mozilla99
mozilla2024 mozilla2025 mozilla2026 mozilla@123 mozillamozilla netflix1 netflix12
netflix123 netflix1234 netflix12345 netflix! netflix1! netflix123! netflix01 netflix69
netflix7 netflix99 netflix2024 netflix2025 netflix2026 netflix@123 netflixnetflix spotify1
spotify12 spotify123 spotify1234 spotify12345 spotify! spotify1! spotify123! spotify01
spotify69 spotify7 spotify99 spotify2024 spotify2025 spotify2026 spotify@123
spotifyspotify
`;

let set: Set<string> | undefined;

/** Whether the password is on the list, ignoring case and surrounding spaces. */
export function isCommonPassword(password: string): boolean {
  set ??= new Set(LIST.split(/\s+/).filter(Boolean));
  return set.has(password.trim().toLowerCase());
}

export const COMMON_PASSWORD_COUNT = 1680;
