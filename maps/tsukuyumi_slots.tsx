<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="tsukuyumi_slots" tilewidth="128" tileheight="110" tilecount="14" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0">
  <properties>
   <property name="slot" value="moon_centre"/>
  </properties>
  <image source="tsukuyumi_slots/moon_centre.png" width="128" height="110"/>
 </tile>
 <tile id="1">
  <properties>
   <property name="slot" value="moon"/>
  </properties>
  <image source="tsukuyumi_slots/moon.png" width="128" height="110"/>
 </tile>
 <tile id="2">
  <properties>
   <property name="slot" value="area"/>
  </properties>
  <image source="tsukuyumi_slots/area.png" width="128" height="110"/>
 </tile>
 <tile id="3">
  <properties>
   <property name="slot" value="area_fertile"/>
  </properties>
  <image source="tsukuyumi_slots/area_fertile.png" width="128" height="110"/>
 </tile>
 <tile id="4">
  <properties>
   <property name="slot" value="area_mountain"/>
  </properties>
  <image source="tsukuyumi_slots/area_mountain.png" width="128" height="110"/>
 </tile>
 <tile id="5">
  <properties>
   <property name="slot" value="area_ocean"/>
  </properties>
  <image source="tsukuyumi_slots/area_ocean.png" width="128" height="110"/>
 </tile>
 <tile id="6">
  <properties>
   <property name="slot" value="area_radioactive"/>
  </properties>
  <image source="tsukuyumi_slots/area_radioactive.png" width="128" height="110"/>
 </tile>
 <tile id="7">
  <properties>
   <property name="slot" value="area_unstable"/>
  </properties>
  <image source="tsukuyumi_slots/area_unstable.png" width="128" height="110"/>
 </tile>
 <tile id="8">
  <properties>
   <property name="slot" value="area_tsukuyumi"/>
  </properties>
  <image source="tsukuyumi_slots/area_tsukuyumi.png" width="128" height="110"/>
 </tile>
 <tile id="9">
  <properties>
   <property name="slot" value="start_A"/>
  </properties>
  <image source="tsukuyumi_slots/start_A.png" width="128" height="110"/>
 </tile>
 <tile id="10">
  <properties>
   <property name="slot" value="start_B"/>
  </properties>
  <image source="tsukuyumi_slots/start_B.png" width="128" height="110"/>
 </tile>
 <tile id="11">
  <properties>
   <property name="slot" value="start_C"/>
  </properties>
  <image source="tsukuyumi_slots/start_C.png" width="128" height="110"/>
 </tile>
 <tile id="12">
  <properties>
   <property name="slot" value="forbidden_X"/>
  </properties>
  <image source="tsukuyumi_slots/forbidden_X.png" width="128" height="110"/>
 </tile>
 <tile id="13">
  <properties>
   <property name="slot" value="hole"/>
  </properties>
  <image source="tsukuyumi_slots/hole.png" width="128" height="110"/>
 </tile>
</tileset>
